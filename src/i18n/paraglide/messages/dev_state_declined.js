import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_State_DeclinedInputs */

const en_dev_state_declined = /** @type {(inputs: Dev_State_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`declined`)
};

const es_dev_state_declined = /** @type {(inputs: Dev_State_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rechazada`)
};

const fr_dev_state_declined = /** @type {(inputs: Dev_State_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refusée`)
};

const it_dev_state_declined = /** @type {(inputs: Dev_State_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rifiutata`)
};

const pt_dev_state_declined = /** @type {(inputs: Dev_State_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recusado`)
};

const el_dev_state_declined = /** @type {(inputs: Dev_State_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`απορρίφθηκε`)
};

const hr_dev_state_declined = /** @type {(inputs: Dev_State_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`odbijen`)
};

/**
* | output |
* | --- |
* | "declined" |
*
* @param {Dev_State_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_state_declined = /** @type {((inputs?: Dev_State_DeclinedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_State_DeclinedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_state_declined(inputs)
	if (locale === "fr") return fr_dev_state_declined(inputs)
	if (locale === "it") return it_dev_state_declined(inputs)
	if (locale === "pt") return pt_dev_state_declined(inputs)
	if (locale === "el") return el_dev_state_declined(inputs)
	if (locale === "hr") return hr_dev_state_declined(inputs)
	return en_dev_state_declined(inputs)
});