import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Mail_Known_WaitingInputs */

const en_join_mail_known_waiting = /** @type {(inputs: Join_Mail_Known_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sign-up with this address is already waiting for an administrator’s decision; you will get a mail when it is made. The sign-in page:`)
};

const es_join_mail_known_waiting = /** @type {(inputs: Join_Mail_Known_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya hay una solicitud con esta dirección esperando la decisión de un administrador; recibirás un correo cuando se tome. La página de entrada:`)
};

const fr_join_mail_known_waiting = /** @type {(inputs: Join_Mail_Known_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une inscription avec cette adresse attend déjà la décision d’un administrateur ; vous recevrez un e-mail quand elle sera prise. La page de connexion :`)
};

const it_join_mail_known_waiting = /** @type {(inputs: Join_Mail_Known_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un’iscrizione con questo indirizzo aspetta già la decisione di un amministratore; riceverai un’email quando verrà presa. La pagina di accesso:`)
};

const pt_join_mail_known_waiting = /** @type {(inputs: Join_Mail_Known_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Já há um pedido com este endereço à espera da decisão de um administrador; vai receber um e-mail quando for tomada. A página de entrada:`)
};

const el_join_mail_known_waiting = /** @type {(inputs: Join_Mail_Known_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια εγγραφή με αυτή τη διεύθυνση περιμένει ήδη την απόφαση ενός διαχειριστή· θα λάβετε email όταν ληφθεί. Η σελίδα σύνδεσης:`)
};

const hr_join_mail_known_waiting = /** @type {(inputs: Join_Mail_Known_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registracija s ovom adresom već čeka odluku administratora; dobit ćete poruku kad bude donesena. Stranica za prijavu:`)
};

/**
* | output |
* | --- |
* | "A sign-up with this address is already waiting for an administrator’s decision; you will get a mail when it is made. The sign-in page:" |
*
* @param {Join_Mail_Known_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_mail_known_waiting = /** @type {((inputs?: Join_Mail_Known_WaitingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Known_WaitingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_mail_known_waiting(inputs)
	if (locale === "fr") return fr_join_mail_known_waiting(inputs)
	if (locale === "it") return it_join_mail_known_waiting(inputs)
	if (locale === "pt") return pt_join_mail_known_waiting(inputs)
	if (locale === "el") return el_join_mail_known_waiting(inputs)
	if (locale === "hr") return hr_join_mail_known_waiting(inputs)
	return en_join_mail_known_waiting(inputs)
});