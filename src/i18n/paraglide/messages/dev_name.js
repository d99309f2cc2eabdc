import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_NameInputs */

const en_dev_name = /** @type {(inputs: Dev_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const es_dev_name = /** @type {(inputs: Dev_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

const fr_dev_name = /** @type {(inputs: Dev_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

const it_dev_name = /** @type {(inputs: Dev_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome`)
};

const pt_dev_name = /** @type {(inputs: Dev_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome`)
};

const el_dev_name = /** @type {(inputs: Dev_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όνομα`)
};

const hr_dev_name = /** @type {(inputs: Dev_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naziv`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Dev_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_name = /** @type {((inputs?: Dev_NameInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_NameInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_name(inputs)
	if (locale === "fr") return fr_dev_name(inputs)
	if (locale === "it") return it_dev_name(inputs)
	if (locale === "pt") return pt_dev_name(inputs)
	if (locale === "el") return el_dev_name(inputs)
	if (locale === "hr") return hr_dev_name(inputs)
	return en_dev_name(inputs)
});