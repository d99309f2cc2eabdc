import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Mail_Known_DeclinedInputs */

const en_join_mail_known_declined = /** @type {(inputs: Join_Mail_Known_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sign-up with this address was declined earlier. Ask an administrator of the club if you think this is a mistake. The sign-in page:`)
};

const es_join_mail_known_declined = /** @type {(inputs: Join_Mail_Known_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una solicitud con esta dirección ya se rechazó. Pregunta a un administrador del club si crees que es un error. La página de entrada:`)
};

const fr_join_mail_known_declined = /** @type {(inputs: Join_Mail_Known_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une inscription avec cette adresse a déjà été refusée. Demandez à un administrateur du club si vous pensez qu’il s’agit d’une erreur. La page de connexion :`)
};

const it_join_mail_known_declined = /** @type {(inputs: Join_Mail_Known_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un’iscrizione con questo indirizzo è già stata rifiutata. Chiedi a un amministratore del club se pensi che sia un errore. La pagina di accesso:`)
};

const pt_join_mail_known_declined = /** @type {(inputs: Join_Mail_Known_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um pedido com este endereço já foi recusado. Fale com um administrador do clube se achar que é um engano. A página de entrada:`)
};

const el_join_mail_known_declined = /** @type {(inputs: Join_Mail_Known_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια εγγραφή με αυτή τη διεύθυνση έχει ήδη απορριφθεί. Ρωτήστε έναν διαχειριστή του συλλόγου αν πιστεύετε ότι είναι λάθος. Η σελίδα σύνδεσης:`)
};

const hr_join_mail_known_declined = /** @type {(inputs: Join_Mail_Known_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registracija s ovom adresom već je odbijena. Obratite se administratoru kluba ako mislite da je riječ o pogrešci. Stranica za prijavu:`)
};

/**
* | output |
* | --- |
* | "A sign-up with this address was declined earlier. Ask an administrator of the club if you think this is a mistake. The sign-in page:" |
*
* @param {Join_Mail_Known_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_mail_known_declined = /** @type {((inputs?: Join_Mail_Known_DeclinedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Known_DeclinedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_mail_known_declined(inputs)
	if (locale === "fr") return fr_join_mail_known_declined(inputs)
	if (locale === "it") return it_join_mail_known_declined(inputs)
	if (locale === "pt") return pt_join_mail_known_declined(inputs)
	if (locale === "el") return el_join_mail_known_declined(inputs)
	if (locale === "hr") return hr_join_mail_known_declined(inputs)
	return en_join_mail_known_declined(inputs)
});