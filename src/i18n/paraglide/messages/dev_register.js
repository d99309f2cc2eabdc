import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_RegisterInputs */

const en_dev_register = /** @type {(inputs: Dev_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register app`)
};

const es_dev_register = /** @type {(inputs: Dev_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar aplicación`)
};

const fr_dev_register = /** @type {(inputs: Dev_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer l’application`)
};

const it_dev_register = /** @type {(inputs: Dev_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra l’app`)
};

const pt_dev_register = /** @type {(inputs: Dev_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar aplicação`)
};

const el_dev_register = /** @type {(inputs: Dev_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καταχώριση`)
};

const hr_dev_register = /** @type {(inputs: Dev_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registriraj aplikaciju`)
};

/**
* | output |
* | --- |
* | "Register app" |
*
* @param {Dev_RegisterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_register = /** @type {((inputs?: Dev_RegisterInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_RegisterInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_register(inputs)
	if (locale === "fr") return fr_dev_register(inputs)
	if (locale === "it") return it_dev_register(inputs)
	if (locale === "pt") return pt_dev_register(inputs)
	if (locale === "el") return el_dev_register(inputs)
	if (locale === "hr") return hr_dev_register(inputs)
	return en_dev_register(inputs)
});