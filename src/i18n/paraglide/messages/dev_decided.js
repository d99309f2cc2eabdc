import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_DecidedInputs */

const en_dev_decided = /** @type {(inputs: Dev_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decided`)
};

const es_dev_decided = /** @type {(inputs: Dev_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decididas`)
};

const fr_dev_decided = /** @type {(inputs: Dev_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traitées`)
};

const it_dev_decided = /** @type {(inputs: Dev_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decise`)
};

const pt_dev_decided = /** @type {(inputs: Dev_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decididos`)
};

const el_dev_decided = /** @type {(inputs: Dev_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Με απόφαση`)
};

const hr_dev_decided = /** @type {(inputs: Dev_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riješeni`)
};

/**
* | output |
* | --- |
* | "Decided" |
*
* @param {Dev_DecidedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_decided = /** @type {((inputs?: Dev_DecidedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DecidedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_decided(inputs)
	if (locale === "fr") return fr_dev_decided(inputs)
	if (locale === "it") return it_dev_decided(inputs)
	if (locale === "pt") return pt_dev_decided(inputs)
	if (locale === "el") return el_dev_decided(inputs)
	if (locale === "hr") return hr_dev_decided(inputs)
	return en_dev_decided(inputs)
});