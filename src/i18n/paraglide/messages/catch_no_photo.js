import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_No_PhotoInputs */

const en_catch_no_photo = /** @type {(inputs: Catch_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No photo`)
};

const es_catch_no_photo = /** @type {(inputs: Catch_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin foto`)
};

const fr_catch_no_photo = /** @type {(inputs: Catch_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de photo`)
};

const it_catch_no_photo = /** @type {(inputs: Catch_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna foto`)
};

const pt_catch_no_photo = /** @type {(inputs: Catch_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem foto`)
};

const el_catch_no_photo = /** @type {(inputs: Catch_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χωρίς φωτογραφία`)
};

const hr_catch_no_photo = /** @type {(inputs: Catch_No_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bez fotografije`)
};

/**
* | output |
* | --- |
* | "No photo" |
*
* @param {Catch_No_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_no_photo = /** @type {((inputs?: Catch_No_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_No_PhotoInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_no_photo(inputs)
	if (locale === "fr") return fr_catch_no_photo(inputs)
	if (locale === "it") return it_catch_no_photo(inputs)
	if (locale === "pt") return pt_catch_no_photo(inputs)
	if (locale === "el") return el_catch_no_photo(inputs)
	if (locale === "hr") return hr_catch_no_photo(inputs)
	return en_catch_no_photo(inputs)
});