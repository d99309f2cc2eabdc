import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ diver: NonNullable<unknown>, club: NonNullable<unknown> }} Share_Catch_DescriptionInputs */

const en_share_catch_description = /** @type {(inputs: Share_Catch_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Caught by ${i?.diver}, logged with ${i?.club}.`)
};

const es_share_catch_description = /** @type {(inputs: Share_Catch_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturado por ${i?.diver}, registrado en ${i?.club}.`)
};

const fr_share_catch_description = /** @type {(inputs: Share_Catch_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pris par ${i?.diver}, enregistré sur ${i?.club}.`)
};

const it_share_catch_description = /** @type {(inputs: Share_Catch_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pescato da ${i?.diver}, registrato su ${i?.club}.`)
};

const pt_share_catch_description = /** @type {(inputs: Share_Catch_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturado por ${i?.diver}, registado em ${i?.club}.`)
};

const el_share_catch_description = /** @type {(inputs: Share_Catch_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ψαρεμένο από ${i?.diver}, καταγεγραμμένο στο ${i?.club}.`)
};

const hr_share_catch_description = /** @type {(inputs: Share_Catch_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronilac: ${i?.diver}, ulov zabilježen u klubu ${i?.club}.`)
};

/**
* | output |
* | --- |
* | "Caught by {diver}, logged with {club}." |
*
* @param {Share_Catch_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_catch_description = /** @type {((inputs: Share_Catch_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Catch_DescriptionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_catch_description(inputs)
	if (locale === "fr") return fr_share_catch_description(inputs)
	if (locale === "it") return it_share_catch_description(inputs)
	if (locale === "pt") return pt_share_catch_description(inputs)
	if (locale === "el") return el_share_catch_description(inputs)
	if (locale === "hr") return hr_share_catch_description(inputs)
	return en_share_catch_description(inputs)
});