import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Sign_In_To_SendInputs */

const en_offline_sign_in_to_send = /** @type {(inputs: Offline_Sign_In_To_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in again to send them.`)
};

const es_offline_sign_in_to_send = /** @type {(inputs: Offline_Sign_In_To_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a entrar para enviarlas.`)
};

const fr_offline_sign_in_to_send = /** @type {(inputs: Offline_Sign_In_To_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconnectez-vous pour les envoyer.`)
};

const it_offline_sign_in_to_send = /** @type {(inputs: Offline_Sign_In_To_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accedi di nuovo per inviarle.`)
};

const pt_offline_sign_in_to_send = /** @type {(inputs: Offline_Sign_In_To_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volte a entrar para as enviar.`)
};

const el_offline_sign_in_to_send = /** @type {(inputs: Offline_Sign_In_To_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συνδεθείτε ξανά για να σταλούν.`)
};

const hr_offline_sign_in_to_send = /** @type {(inputs: Offline_Sign_In_To_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ponovno se prijavite da biste ih poslali.`)
};

/**
* | output |
* | --- |
* | "Sign in again to send them." |
*
* @param {Offline_Sign_In_To_SendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_sign_in_to_send = /** @type {((inputs?: Offline_Sign_In_To_SendInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Sign_In_To_SendInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_sign_in_to_send(inputs)
	if (locale === "fr") return fr_offline_sign_in_to_send(inputs)
	if (locale === "it") return it_offline_sign_in_to_send(inputs)
	if (locale === "pt") return pt_offline_sign_in_to_send(inputs)
	if (locale === "el") return el_offline_sign_in_to_send(inputs)
	if (locale === "hr") return hr_offline_sign_in_to_send(inputs)
	return en_offline_sign_in_to_send(inputs)
});