import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Dive_TypeInputs */

const en_catch_dive_type = /** @type {(inputs: Catch_Dive_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dive type`)
};

const es_catch_dive_type = /** @type {(inputs: Catch_Dive_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de inmersión`)
};

const fr_catch_dive_type = /** @type {(inputs: Catch_Dive_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de plongée`)
};

const it_catch_dive_type = /** @type {(inputs: Catch_Dive_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo di immersione`)
};

const pt_catch_dive_type = /** @type {(inputs: Catch_Dive_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de mergulho`)
};

const el_catch_dive_type = /** @type {(inputs: Catch_Dive_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τύπος κατάδυσης`)
};

const hr_catch_dive_type = /** @type {(inputs: Catch_Dive_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrsta zarona`)
};

/**
* | output |
* | --- |
* | "Dive type" |
*
* @param {Catch_Dive_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_dive_type = /** @type {((inputs?: Catch_Dive_TypeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Dive_TypeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_dive_type(inputs)
	if (locale === "fr") return fr_catch_dive_type(inputs)
	if (locale === "it") return it_catch_dive_type(inputs)
	if (locale === "pt") return pt_catch_dive_type(inputs)
	if (locale === "el") return el_catch_dive_type(inputs)
	if (locale === "hr") return hr_catch_dive_type(inputs)
	return en_catch_dive_type(inputs)
});