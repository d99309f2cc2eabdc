import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_StateInputs */

const en_dev_state = /** @type {(inputs: Dev_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

const es_dev_state = /** @type {(inputs: Dev_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

const fr_dev_state = /** @type {(inputs: Dev_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`État`)
};

const it_dev_state = /** @type {(inputs: Dev_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stato`)
};

const pt_dev_state = /** @type {(inputs: Dev_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Situação`)
};

const el_dev_state = /** @type {(inputs: Dev_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάσταση`)
};

const hr_dev_state = /** @type {(inputs: Dev_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stanje`)
};

/**
* | output |
* | --- |
* | "State" |
*
* @param {Dev_StateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_state = /** @type {((inputs?: Dev_StateInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_StateInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_state(inputs)
	if (locale === "fr") return fr_dev_state(inputs)
	if (locale === "it") return it_dev_state(inputs)
	if (locale === "pt") return pt_dev_state(inputs)
	if (locale === "el") return el_dev_state(inputs)
	if (locale === "hr") return hr_dev_state(inputs)
	return en_dev_state(inputs)
});