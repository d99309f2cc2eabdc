import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_MethodInputs */

const en_dev_method = /** @type {(inputs: Dev_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Method`)
};

const es_dev_method = /** @type {(inputs: Dev_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Método`)
};

const fr_dev_method = /** @type {(inputs: Dev_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Méthode`)
};

const it_dev_method = /** @type {(inputs: Dev_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metodo`)
};

const pt_dev_method = /** @type {(inputs: Dev_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Método`)
};

const el_dev_method = /** @type {(inputs: Dev_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μέθοδος`)
};

const hr_dev_method = /** @type {(inputs: Dev_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metoda`)
};

/**
* | output |
* | --- |
* | "Method" |
*
* @param {Dev_MethodInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_method = /** @type {((inputs?: Dev_MethodInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_MethodInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_method(inputs)
	if (locale === "fr") return fr_dev_method(inputs)
	if (locale === "it") return it_dev_method(inputs)
	if (locale === "pt") return pt_dev_method(inputs)
	if (locale === "el") return el_dev_method(inputs)
	if (locale === "hr") return hr_dev_method(inputs)
	return en_dev_method(inputs)
});