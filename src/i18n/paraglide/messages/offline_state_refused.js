import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_State_RefusedInputs */

const en_offline_state_refused = /** @type {(inputs: Offline_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused: fix it`)
};

const es_offline_state_refused = /** @type {(inputs: Offline_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazada: corrígela`)
};

const fr_offline_state_refused = /** @type {(inputs: Offline_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refusée : à corriger`)
};

const it_offline_state_refused = /** @type {(inputs: Offline_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rifiutata: correggila`)
};

const pt_offline_state_refused = /** @type {(inputs: Offline_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recusada: precisa de correção`)
};

const el_offline_state_refused = /** @type {(inputs: Offline_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απορρίφθηκε: διορθώστε τη`)
};

const hr_offline_state_refused = /** @type {(inputs: Offline_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odbijeno: ispravite ga`)
};

/**
* | output |
* | --- |
* | "Refused: fix it" |
*
* @param {Offline_State_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_state_refused = /** @type {((inputs?: Offline_State_RefusedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_State_RefusedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_state_refused(inputs)
	if (locale === "fr") return fr_offline_state_refused(inputs)
	if (locale === "it") return it_offline_state_refused(inputs)
	if (locale === "pt") return pt_offline_state_refused(inputs)
	if (locale === "el") return el_offline_state_refused(inputs)
	if (locale === "hr") return hr_offline_state_refused(inputs)
	return en_offline_state_refused(inputs)
});