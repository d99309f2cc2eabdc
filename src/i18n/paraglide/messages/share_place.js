import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rank: NonNullable<unknown>, name: NonNullable<unknown>, value: NonNullable<unknown> }} Share_PlaceInputs */

const en_share_place = /** @type {(inputs: Share_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.value}`)
};

const es_share_place = /** @type {(inputs: Share_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.value}`)
};

const fr_share_place = /** @type {(inputs: Share_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.value}`)
};

const it_share_place = /** @type {(inputs: Share_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.value}`)
};

const pt_share_place = /** @type {(inputs: Share_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.value}`)
};

const el_share_place = /** @type {(inputs: Share_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.value}`)
};

const hr_share_place = /** @type {(inputs: Share_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.value}`)
};

/**
* | output |
* | --- |
* | "{rank}. {name} · {value}" |
*
* @param {Share_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_place = /** @type {((inputs: Share_PlaceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_PlaceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_place(inputs)
	if (locale === "fr") return fr_share_place(inputs)
	if (locale === "it") return it_share_place(inputs)
	if (locale === "pt") return pt_share_place(inputs)
	if (locale === "el") return el_share_place(inputs)
	if (locale === "hr") return hr_share_place(inputs)
	return en_share_place(inputs)
});