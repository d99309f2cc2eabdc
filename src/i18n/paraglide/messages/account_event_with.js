import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: NonNullable<unknown> }} Account_Event_WithInputs */

const en_account_event_with = /** @type {(inputs: Account_Event_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`with ${i?.method}`)
};

const es_account_event_with = /** @type {(inputs: Account_Event_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`con ${i?.method}`)
};

const fr_account_event_with = /** @type {(inputs: Account_Event_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`avec ${i?.method}`)
};

const it_account_event_with = /** @type {(inputs: Account_Event_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`con ${i?.method}`)
};

const pt_account_event_with = /** @type {(inputs: Account_Event_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`com ${i?.method}`)
};

const el_account_event_with = /** @type {(inputs: Account_Event_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`με ${i?.method}`)
};

const hr_account_event_with = /** @type {(inputs: Account_Event_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`putem: ${i?.method}`)
};

/**
* | output |
* | --- |
* | "with {method}" |
*
* @param {Account_Event_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_event_with = /** @type {((inputs: Account_Event_WithInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_WithInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_event_with(inputs)
	if (locale === "fr") return fr_account_event_with(inputs)
	if (locale === "it") return it_account_event_with(inputs)
	if (locale === "pt") return pt_account_event_with(inputs)
	if (locale === "el") return el_account_event_with(inputs)
	if (locale === "hr") return hr_account_event_with(inputs)
	return en_account_event_with(inputs)
});