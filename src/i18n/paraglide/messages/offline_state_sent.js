import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_State_SentInputs */

const en_offline_state_sent = /** @type {(inputs: Offline_State_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent, with a problem`)
};

const es_offline_state_sent = /** @type {(inputs: Offline_State_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada, con un problema`)
};

const fr_offline_state_sent = /** @type {(inputs: Offline_State_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyée, avec un problème`)
};

const it_offline_state_sent = /** @type {(inputs: Offline_State_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviata, con un problema`)
};

const pt_offline_state_sent = /** @type {(inputs: Offline_State_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada, com um problema`)
};

const el_offline_state_sent = /** @type {(inputs: Offline_State_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Στάλθηκε, με πρόβλημα`)
};

const hr_offline_state_sent = /** @type {(inputs: Offline_State_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poslano, uz problem`)
};

/**
* | output |
* | --- |
* | "Sent, with a problem" |
*
* @param {Offline_State_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_state_sent = /** @type {((inputs?: Offline_State_SentInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_State_SentInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_state_sent(inputs)
	if (locale === "fr") return fr_offline_state_sent(inputs)
	if (locale === "it") return it_offline_state_sent(inputs)
	if (locale === "pt") return pt_offline_state_sent(inputs)
	if (locale === "el") return el_offline_state_sent(inputs)
	if (locale === "hr") return hr_offline_state_sent(inputs)
	return en_offline_state_sent(inputs)
});