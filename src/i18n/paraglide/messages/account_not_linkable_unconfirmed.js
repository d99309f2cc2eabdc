import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Not_Linkable_UnconfirmedInputs */

const en_account_not_linkable_unconfirmed = /** @type {(inputs: Account_Not_Linkable_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account here uses this address, but the address has not been confirmed, so it cannot be linked. Sign in with your password, or ask an administrator.`)
};

const es_account_not_linkable_unconfirmed = /** @type {(inputs: Account_Not_Linkable_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una cuenta de aquí usa esta dirección, pero no está confirmada, así que no se puede vincular. Entra con tu contraseña o pregunta a un administrador.`)
};

const fr_account_not_linkable_unconfirmed = /** @type {(inputs: Account_Not_Linkable_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un compte d’ici utilise cette adresse, mais elle n’a pas été confirmée : impossible de les lier. Connectez-vous avec votre mot de passe ou demandez à un administrateur.`)
};

const it_account_not_linkable_unconfirmed = /** @type {(inputs: Account_Not_Linkable_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un account qui usa questo indirizzo, ma non è stato confermato, quindi non si può collegare. Accedi con la tua password o chiedi a un amministratore.`)
};

const pt_account_not_linkable_unconfirmed = /** @type {(inputs: Account_Not_Linkable_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma conta daqui usa este endereço, mas ele não foi confirmado, por isso não pode ser ligada. Entre com a sua senha ou fale com um administrador.`)
};

const el_account_not_linkable_unconfirmed = /** @type {(inputs: Account_Not_Linkable_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένας λογαριασμός εδώ χρησιμοποιεί αυτή τη διεύθυνση, αλλά δεν έχει επιβεβαιωθεί, οπότε δεν μπορεί να συνδεθεί. Συνδεθείτε με τον κωδικό σας ή ρωτήστε έναν διαχειριστή.`)
};

const hr_account_not_linkable_unconfirmed = /** @type {(inputs: Account_Not_Linkable_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ovu adresu koristi račun ovdje, ali adresa nije potvrđena pa se ne može povezati. Prijavite se lozinkom ili se obratite administratoru.`)
};

/**
* | output |
* | --- |
* | "An account here uses this address, but the address has not been confirmed, so it cannot be linked. Sign in with your password, or ask an administrator." |
*
* @param {Account_Not_Linkable_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_not_linkable_unconfirmed = /** @type {((inputs?: Account_Not_Linkable_UnconfirmedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_UnconfirmedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_not_linkable_unconfirmed(inputs)
	if (locale === "fr") return fr_account_not_linkable_unconfirmed(inputs)
	if (locale === "it") return it_account_not_linkable_unconfirmed(inputs)
	if (locale === "pt") return pt_account_not_linkable_unconfirmed(inputs)
	if (locale === "el") return el_account_not_linkable_unconfirmed(inputs)
	if (locale === "hr") return hr_account_not_linkable_unconfirmed(inputs)
	return en_account_not_linkable_unconfirmed(inputs)
});