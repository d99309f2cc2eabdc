import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ device: NonNullable<unknown>, time: NonNullable<unknown> }} Account_Session_Sign_OutInputs */

const en_account_session_sign_out = /** @type {(inputs: Account_Session_Sign_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign out ${i?.device}, last seen ${i?.time}`)
};

const es_account_session_sign_out = /** @type {(inputs: Account_Session_Sign_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cerrar la sesión de ${i?.device}, última actividad ${i?.time}`)
};

const fr_account_session_sign_out = /** @type {(inputs: Account_Session_Sign_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Déconnecter ${i?.device}, dernière activité ${i?.time}`)
};

const it_account_session_sign_out = /** @type {(inputs: Account_Session_Sign_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esci da ${i?.device}, ultima attività ${i?.time}`)
};

const pt_account_session_sign_out = /** @type {(inputs: Account_Session_Sign_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terminar a sessão de ${i?.device}, última atividade ${i?.time}`)
};

const el_account_session_sign_out = /** @type {(inputs: Account_Session_Sign_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Αποσύνδεση από ${i?.device}, τελευταία δραστηριότητα ${i?.time}`)
};

const hr_account_session_sign_out = /** @type {(inputs: Account_Session_Sign_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Odjavi ${i?.device}, posljednja aktivnost ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Sign out {device}, last seen {time}" |
*
* @param {Account_Session_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_session_sign_out = /** @type {((inputs: Account_Session_Sign_OutInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Session_Sign_OutInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_session_sign_out(inputs)
	if (locale === "fr") return fr_account_session_sign_out(inputs)
	if (locale === "it") return it_account_session_sign_out(inputs)
	if (locale === "pt") return pt_account_session_sign_out(inputs)
	if (locale === "el") return el_account_session_sign_out(inputs)
	if (locale === "hr") return hr_account_session_sign_out(inputs)
	return en_account_session_sign_out(inputs)
});