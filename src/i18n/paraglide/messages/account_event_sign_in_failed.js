import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Event_Sign_In_FailedInputs */

const en_account_event_sign_in_failed = /** @type {(inputs: Account_Event_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed sign-in (wrong password)`)
};

const es_account_event_sign_in_failed = /** @type {(inputs: Account_Event_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de sesión fallido (contraseña incorrecta)`)
};

const fr_account_event_sign_in_failed = /** @type {(inputs: Account_Event_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion échouée (mauvais mot de passe)`)
};

const it_account_event_sign_in_failed = /** @type {(inputs: Account_Event_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso non riuscito (password sbagliata)`)
};

const pt_account_event_sign_in_failed = /** @type {(inputs: Account_Event_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentativa falhada (senha errada)`)
};

const el_account_event_sign_in_failed = /** @type {(inputs: Account_Event_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποτυχημένη σύνδεση (λάθος κωδικός)`)
};

const hr_account_event_sign_in_failed = /** @type {(inputs: Account_Event_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuspjela prijava (pogrešna lozinka)`)
};

/**
* | output |
* | --- |
* | "Failed sign-in (wrong password)" |
*
* @param {Account_Event_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_event_sign_in_failed = /** @type {((inputs?: Account_Event_Sign_In_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_Sign_In_FailedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_event_sign_in_failed(inputs)
	if (locale === "fr") return fr_account_event_sign_in_failed(inputs)
	if (locale === "it") return it_account_event_sign_in_failed(inputs)
	if (locale === "pt") return pt_account_event_sign_in_failed(inputs)
	if (locale === "el") return el_account_event_sign_in_failed(inputs)
	if (locale === "hr") return hr_account_event_sign_in_failed(inputs)
	return en_account_event_sign_in_failed(inputs)
});