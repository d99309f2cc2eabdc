import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ species: NonNullable<unknown>, weight: NonNullable<unknown> }} Share_Catch_TitleInputs */

const en_share_catch_title = /** @type {(inputs: Share_Catch_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, ${i?.weight}`)
};

const es_share_catch_title = /** @type {(inputs: Share_Catch_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, ${i?.weight}`)
};

const fr_share_catch_title = /** @type {(inputs: Share_Catch_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, ${i?.weight}`)
};

const it_share_catch_title = /** @type {(inputs: Share_Catch_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, ${i?.weight}`)
};

const pt_share_catch_title = /** @type {(inputs: Share_Catch_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, ${i?.weight}`)
};

const el_share_catch_title = /** @type {(inputs: Share_Catch_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, ${i?.weight}`)
};

const hr_share_catch_title = /** @type {(inputs: Share_Catch_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, ${i?.weight}`)
};

/**
* | output |
* | --- |
* | "{species}, {weight}" |
*
* @param {Share_Catch_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_catch_title = /** @type {((inputs: Share_Catch_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Catch_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_catch_title(inputs)
	if (locale === "fr") return fr_share_catch_title(inputs)
	if (locale === "it") return it_share_catch_title(inputs)
	if (locale === "pt") return pt_share_catch_title(inputs)
	if (locale === "el") return el_share_catch_title(inputs)
	if (locale === "hr") return hr_share_catch_title(inputs)
	return en_share_catch_title(inputs)
});