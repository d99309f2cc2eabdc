import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_State_RequestedInputs */

const en_dev_state_requested = /** @type {(inputs: Dev_State_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`requested`)
};

const es_dev_state_requested = /** @type {(inputs: Dev_State_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pendiente`)
};

const fr_dev_state_requested = /** @type {(inputs: Dev_State_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en attente`)
};

const it_dev_state_requested = /** @type {(inputs: Dev_State_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in attesa`)
};

const pt_dev_state_requested = /** @type {(inputs: Dev_State_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pendente`)
};

const el_dev_state_requested = /** @type {(inputs: Dev_State_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`σε αναμονή`)
};

const hr_dev_state_requested = /** @type {(inputs: Dev_State_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`na čekanju`)
};

/**
* | output |
* | --- |
* | "requested" |
*
* @param {Dev_State_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_state_requested = /** @type {((inputs?: Dev_State_RequestedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_State_RequestedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_state_requested(inputs)
	if (locale === "fr") return fr_dev_state_requested(inputs)
	if (locale === "it") return it_dev_state_requested(inputs)
	if (locale === "pt") return pt_dev_state_requested(inputs)
	if (locale === "el") return el_dev_state_requested(inputs)
	if (locale === "hr") return hr_dev_state_requested(inputs)
	return en_dev_state_requested(inputs)
});