import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_State_WaitingInputs */

const en_offline_state_waiting = /** @type {(inputs: Offline_State_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting to send`)
};

const es_offline_state_waiting = /** @type {(inputs: Offline_State_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente de envío`)
};

const fr_offline_state_waiting = /** @type {(inputs: Offline_State_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente d’envoi`)
};

const it_offline_state_waiting = /** @type {(inputs: Offline_State_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In attesa di invio`)
};

const pt_offline_state_waiting = /** @type {(inputs: Offline_State_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À espera de envio`)
};

const el_offline_state_waiting = /** @type {(inputs: Offline_State_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σε αναμονή αποστολής`)
};

const hr_offline_state_waiting = /** @type {(inputs: Offline_State_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Čeka slanje`)
};

/**
* | output |
* | --- |
* | "Waiting to send" |
*
* @param {Offline_State_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_state_waiting = /** @type {((inputs?: Offline_State_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_State_WaitingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_state_waiting(inputs)
	if (locale === "fr") return fr_offline_state_waiting(inputs)
	if (locale === "it") return it_offline_state_waiting(inputs)
	if (locale === "pt") return pt_offline_state_waiting(inputs)
	if (locale === "el") return el_offline_state_waiting(inputs)
	if (locale === "hr") return hr_offline_state_waiting(inputs)
	return en_offline_state_waiting(inputs)
});