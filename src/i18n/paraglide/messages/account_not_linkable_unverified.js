import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Not_Linkable_UnverifiedInputs */

const en_account_not_linkable_unverified = /** @type {(inputs: Account_Not_Linkable_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account there has no verified email address, so it cannot be linked to a catchd account.`)
};

const es_account_not_linkable_unverified = /** @type {(inputs: Account_Not_Linkable_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta allí no tiene un correo verificado, así que no se puede vincular a una cuenta de catchd.`)
};

const fr_account_not_linkable_unverified = /** @type {(inputs: Account_Not_Linkable_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte là-bas n’a pas d’adresse e-mail vérifiée : il ne peut pas être lié à un compte catchd.`)
};

const it_account_not_linkable_unverified = /** @type {(inputs: Account_Not_Linkable_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo account lì non ha un indirizzo email verificato, quindi non si può collegare a un account catchd.`)
};

const pt_account_not_linkable_unverified = /** @type {(inputs: Account_Not_Linkable_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua conta lá não tem um e-mail verificado, por isso não pode ser ligada a uma conta catchd.`)
};

const el_account_not_linkable_unverified = /** @type {(inputs: Account_Not_Linkable_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο λογαριασμός σας εκεί δεν έχει επαληθευμένο email, οπότε δεν μπορεί να συνδεθεί με λογαριασμό catchd.`)
};

const hr_account_not_linkable_unverified = /** @type {(inputs: Account_Not_Linkable_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš račun ondje nema potvrđenu adresu e-pošte pa se ne može povezati s računom na catchd.`)
};

/**
* | output |
* | --- |
* | "Your account there has no verified email address, so it cannot be linked to a catchd account." |
*
* @param {Account_Not_Linkable_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_not_linkable_unverified = /** @type {((inputs?: Account_Not_Linkable_UnverifiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_UnverifiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_not_linkable_unverified(inputs)
	if (locale === "fr") return fr_account_not_linkable_unverified(inputs)
	if (locale === "it") return it_account_not_linkable_unverified(inputs)
	if (locale === "pt") return pt_account_not_linkable_unverified(inputs)
	if (locale === "el") return el_account_not_linkable_unverified(inputs)
	if (locale === "hr") return hr_account_not_linkable_unverified(inputs)
	return en_account_not_linkable_unverified(inputs)
});