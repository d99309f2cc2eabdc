import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Not_Linkable_DeclinedInputs */

const en_account_not_linkable_declined = /** @type {(inputs: Account_Not_Linkable_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sign-up with this address was declined. Ask an administrator if you think this is a mistake.`)
};

const es_account_not_linkable_declined = /** @type {(inputs: Account_Not_Linkable_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se rechazó una solicitud con esta dirección. Pregunta a un administrador si crees que es un error.`)
};

const fr_account_not_linkable_declined = /** @type {(inputs: Account_Not_Linkable_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une inscription avec cette adresse a été refusée. Demandez à un administrateur si vous pensez qu’il s’agit d’une erreur.`)
};

const it_account_not_linkable_declined = /** @type {(inputs: Account_Not_Linkable_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un’iscrizione con questo indirizzo è stata rifiutata. Chiedi a un amministratore se pensi che sia un errore.`)
};

const pt_account_not_linkable_declined = /** @type {(inputs: Account_Not_Linkable_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um pedido com este endereço foi recusado. Fale com um administrador se achar que é um engano.`)
};

const el_account_not_linkable_declined = /** @type {(inputs: Account_Not_Linkable_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μια εγγραφή με αυτή τη διεύθυνση απορρίφθηκε. Ρωτήστε έναν διαχειριστή αν πιστεύετε ότι πρόκειται για λάθος.`)
};

const hr_account_not_linkable_declined = /** @type {(inputs: Account_Not_Linkable_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registracija s ovom adresom je odbijena. Obratite se administratoru ako mislite da je riječ o pogrešci.`)
};

/**
* | output |
* | --- |
* | "A sign-up with this address was declined. Ask an administrator if you think this is a mistake." |
*
* @param {Account_Not_Linkable_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_not_linkable_declined = /** @type {((inputs?: Account_Not_Linkable_DeclinedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_DeclinedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_not_linkable_declined(inputs)
	if (locale === "fr") return fr_account_not_linkable_declined(inputs)
	if (locale === "it") return it_account_not_linkable_declined(inputs)
	if (locale === "pt") return pt_account_not_linkable_declined(inputs)
	if (locale === "el") return el_account_not_linkable_declined(inputs)
	if (locale === "hr") return hr_account_not_linkable_declined(inputs)
	return en_account_not_linkable_declined(inputs)
});