import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scope_Account_WriteInputs */

const en_scope_account_write = /** @type {(inputs: Scope_Account_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change your account: profile, password, sessions; export your data or delete the account`)
};

const es_scope_account_write = /** @type {(inputs: Scope_Account_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar tu cuenta: perfil, contraseña, sesiones; exportar tus datos o eliminar la cuenta`)
};

const fr_scope_account_write = /** @type {(inputs: Scope_Account_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier votre compte : profil, mot de passe, sessions ; exporter vos données ou supprimer le compte`)
};

const it_scope_account_write = /** @type {(inputs: Scope_Account_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiare il tuo account: profilo, password, sessioni; esportare i tuoi dati o eliminare l’account`)
};

const pt_scope_account_write = /** @type {(inputs: Scope_Account_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterar sua conta: perfil, senha, sessões; exportar seus dados ou excluir a conta`)
};

const el_scope_account_write = /** @type {(inputs: Scope_Account_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να αλλάζει τον λογαριασμό σας: προφίλ, κωδικό πρόσβασης, συνεδρίες· να εξάγει τα δεδομένα σας ή να διαγράψει τον λογαριασμό`)
};

const hr_scope_account_write = /** @type {(inputs: Scope_Account_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mijenjati vaš račun: profil, lozinku, sesije; izvesti vaše podatke ili izbrisati račun`)
};

/**
* | output |
* | --- |
* | "Change your account: profile, password, sessions; export your data or delete the account" |
*
* @param {Scope_Account_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_account_write = /** @type {((inputs?: Scope_Account_WriteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Account_WriteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_scope_account_write(inputs)
	if (locale === "fr") return fr_scope_account_write(inputs)
	if (locale === "it") return it_scope_account_write(inputs)
	if (locale === "pt") return pt_scope_account_write(inputs)
	if (locale === "el") return el_scope_account_write(inputs)
	if (locale === "hr") return hr_scope_account_write(inputs)
	return en_scope_account_write(inputs)
});