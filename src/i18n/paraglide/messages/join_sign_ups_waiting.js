import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Sign_Ups_WaitingInputs */

const en_join_sign_ups_waiting = /** @type {(inputs: Join_Sign_Ups_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-ups waiting`)
};

const es_join_sign_ups_waiting = /** @type {(inputs: Join_Sign_Ups_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes pendientes`)
};

const fr_join_sign_ups_waiting = /** @type {(inputs: Join_Sign_Ups_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscriptions en attente`)
};

const it_join_sign_ups_waiting = /** @type {(inputs: Join_Sign_Ups_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscrizioni in attesa`)
};

const pt_join_sign_ups_waiting = /** @type {(inputs: Join_Sign_Ups_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedidos pendentes`)
};

const el_join_sign_ups_waiting = /** @type {(inputs: Join_Sign_Ups_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εγγραφές σε αναμονή`)
};

const hr_join_sign_ups_waiting = /** @type {(inputs: Join_Sign_Ups_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registracije na čekanju`)
};

/**
* | output |
* | --- |
* | "Sign-ups waiting" |
*
* @param {Join_Sign_Ups_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_sign_ups_waiting = /** @type {((inputs?: Join_Sign_Ups_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Sign_Ups_WaitingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_sign_ups_waiting(inputs)
	if (locale === "fr") return fr_join_sign_ups_waiting(inputs)
	if (locale === "it") return it_join_sign_ups_waiting(inputs)
	if (locale === "pt") return pt_join_sign_ups_waiting(inputs)
	if (locale === "el") return el_join_sign_ups_waiting(inputs)
	if (locale === "hr") return hr_join_sign_ups_waiting(inputs)
	return en_join_sign_ups_waiting(inputs)
});