import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_TypeInputs */

const en_dev_type = /** @type {(inputs: Dev_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const es_dev_type = /** @type {(inputs: Dev_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const fr_dev_type = /** @type {(inputs: Dev_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genre`)
};

const it_dev_type = /** @type {(inputs: Dev_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const pt_dev_type = /** @type {(inputs: Dev_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const el_dev_type = /** @type {(inputs: Dev_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τύπος`)
};

const hr_dev_type = /** @type {(inputs: Dev_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrsta`)
};

/**
* | output |
* | --- |
* | "Type" |
*
* @param {Dev_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_type = /** @type {((inputs?: Dev_TypeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_TypeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_type(inputs)
	if (locale === "fr") return fr_dev_type(inputs)
	if (locale === "it") return it_dev_type(inputs)
	if (locale === "pt") return pt_dev_type(inputs)
	if (locale === "el") return el_dev_type(inputs)
	if (locale === "hr") return hr_dev_type(inputs)
	return en_dev_type(inputs)
});