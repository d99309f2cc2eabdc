import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ diver: NonNullable<unknown> }} Share_Catch_ByInputs */

const en_share_catch_by = /** @type {(inputs: Share_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Caught by ${i?.diver}`)
};

const es_share_catch_by = /** @type {(inputs: Share_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturado por ${i?.diver}`)
};

const fr_share_catch_by = /** @type {(inputs: Share_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pris par ${i?.diver}`)
};

const it_share_catch_by = /** @type {(inputs: Share_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pescato da ${i?.diver}`)
};

const pt_share_catch_by = /** @type {(inputs: Share_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturado por ${i?.diver}`)
};

const el_share_catch_by = /** @type {(inputs: Share_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ψαρεμένο από ${i?.diver}`)
};

const hr_share_catch_by = /** @type {(inputs: Share_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronilac: ${i?.diver}`)
};

/**
* | output |
* | --- |
* | "Caught by {diver}" |
*
* @param {Share_Catch_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_catch_by = /** @type {((inputs: Share_Catch_ByInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Catch_ByInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_catch_by(inputs)
	if (locale === "fr") return fr_share_catch_by(inputs)
	if (locale === "it") return it_share_catch_by(inputs)
	if (locale === "pt") return pt_share_catch_by(inputs)
	if (locale === "el") return el_share_catch_by(inputs)
	if (locale === "hr") return hr_share_catch_by(inputs)
	return en_share_catch_by(inputs)
});