import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Register_TitleInputs */

const en_dev_register_title = /** @type {(inputs: Dev_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register an app`)
};

const es_dev_register_title = /** @type {(inputs: Dev_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra una aplicación`)
};

const fr_dev_register_title = /** @type {(inputs: Dev_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer une application`)
};

const it_dev_register_title = /** @type {(inputs: Dev_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra un’app`)
};

const pt_dev_register_title = /** @type {(inputs: Dev_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar uma aplicação`)
};

const el_dev_register_title = /** @type {(inputs: Dev_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καταχώριση εφαρμογής`)
};

const hr_dev_register_title = /** @type {(inputs: Dev_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrirajte aplikaciju`)
};

/**
* | output |
* | --- |
* | "Register an app" |
*
* @param {Dev_Register_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_register_title = /** @type {((inputs?: Dev_Register_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Register_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_register_title(inputs)
	if (locale === "fr") return fr_dev_register_title(inputs)
	if (locale === "it") return it_dev_register_title(inputs)
	if (locale === "pt") return pt_dev_register_title(inputs)
	if (locale === "el") return el_dev_register_title(inputs)
	if (locale === "hr") return hr_dev_register_title(inputs)
	return en_dev_register_title(inputs)
});