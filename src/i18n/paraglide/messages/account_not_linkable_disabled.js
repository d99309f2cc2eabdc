import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Not_Linkable_DisabledInputs */

const en_account_not_linkable_disabled = /** @type {(inputs: Account_Not_Linkable_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account has been disabled by an administrator.`)
};

const es_account_not_linkable_disabled = /** @type {(inputs: Account_Not_Linkable_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un administrador ha desactivado esta cuenta.`)
};

const fr_account_not_linkable_disabled = /** @type {(inputs: Account_Not_Linkable_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce compte a été désactivé par un administrateur.`)
};

const it_account_not_linkable_disabled = /** @type {(inputs: Account_Not_Linkable_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo account è stato disattivato da un amministratore.`)
};

const pt_account_not_linkable_disabled = /** @type {(inputs: Account_Not_Linkable_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta conta foi desativada por um administrador.`)
};

const el_account_not_linkable_disabled = /** @type {(inputs: Account_Not_Linkable_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτός ο λογαριασμός έχει απενεργοποιηθεί από διαχειριστή.`)
};

const hr_account_not_linkable_disabled = /** @type {(inputs: Account_Not_Linkable_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrator je onemogućio ovaj račun.`)
};

/**
* | output |
* | --- |
* | "This account has been disabled by an administrator." |
*
* @param {Account_Not_Linkable_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_not_linkable_disabled = /** @type {((inputs?: Account_Not_Linkable_DisabledInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_DisabledInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_not_linkable_disabled(inputs)
	if (locale === "fr") return fr_account_not_linkable_disabled(inputs)
	if (locale === "it") return it_account_not_linkable_disabled(inputs)
	if (locale === "pt") return pt_account_not_linkable_disabled(inputs)
	if (locale === "el") return el_account_not_linkable_disabled(inputs)
	if (locale === "hr") return hr_account_not_linkable_disabled(inputs)
	return en_account_not_linkable_disabled(inputs)
});