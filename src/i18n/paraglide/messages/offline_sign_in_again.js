import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Sign_In_AgainInputs */

const en_offline_sign_in_again = /** @type {(inputs: Offline_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in again to send what is waiting`)
};

const es_offline_sign_in_again = /** @type {(inputs: Offline_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a entrar para enviar lo pendiente`)
};

const fr_offline_sign_in_again = /** @type {(inputs: Offline_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconnectez-vous pour envoyer ce qui attend`)
};

const it_offline_sign_in_again = /** @type {(inputs: Offline_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accedi di nuovo per inviare ciò che è in attesa`)
};

const pt_offline_sign_in_again = /** @type {(inputs: Offline_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volte a entrar para enviar o que está à espera`)
};

const el_offline_sign_in_again = /** @type {(inputs: Offline_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συνδεθείτε ξανά για να σταλούν όσα περιμένουν`)
};

const hr_offline_sign_in_again = /** @type {(inputs: Offline_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ponovno se prijavite da biste poslali ono što čeka`)
};

/**
* | output |
* | --- |
* | "Sign in again to send what is waiting" |
*
* @param {Offline_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_sign_in_again = /** @type {((inputs?: Offline_Sign_In_AgainInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Sign_In_AgainInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_sign_in_again(inputs)
	if (locale === "fr") return fr_offline_sign_in_again(inputs)
	if (locale === "it") return it_offline_sign_in_again(inputs)
	if (locale === "pt") return pt_offline_sign_in_again(inputs)
	if (locale === "el") return el_offline_sign_in_again(inputs)
	if (locale === "hr") return hr_offline_sign_in_again(inputs)
	return en_offline_sign_in_again(inputs)
});