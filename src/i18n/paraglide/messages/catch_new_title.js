import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_New_TitleInputs */

const en_catch_new_title = /** @type {(inputs: Catch_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log a catch`)
};

const es_catch_new_title = /** @type {(inputs: Catch_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar captura`)
};

const fr_catch_new_title = /** @type {(inputs: Catch_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déclarer une prise`)
};

const it_catch_new_title = /** @type {(inputs: Catch_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra una cattura`)
};

const pt_catch_new_title = /** @type {(inputs: Catch_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova captura`)
};

const el_catch_new_title = /** @type {(inputs: Catch_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καταγραφή ψαριάς`)
};

const hr_catch_new_title = /** @type {(inputs: Catch_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novi ulov`)
};

/**
* | output |
* | --- |
* | "Log a catch" |
*
* @param {Catch_New_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_new_title = /** @type {((inputs?: Catch_New_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_New_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_new_title(inputs)
	if (locale === "fr") return fr_catch_new_title(inputs)
	if (locale === "it") return it_catch_new_title(inputs)
	if (locale === "pt") return pt_catch_new_title(inputs)
	if (locale === "el") return el_catch_new_title(inputs)
	if (locale === "hr") return hr_catch_new_title(inputs)
	return en_catch_new_title(inputs)
});