import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scope_Account_ReadInputs */

const en_scope_account_read = /** @type {(inputs: Scope_Account_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your profile and manage your API keys`)
};

const es_scope_account_read = /** @type {(inputs: Scope_Account_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver tu perfil y gestionar tus claves de API`)
};

const fr_scope_account_read = /** @type {(inputs: Scope_Account_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir votre profil et gérer vos clés d’API`)
};

const it_scope_account_read = /** @type {(inputs: Scope_Account_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vedere il tuo profilo e gestire le tue chiavi API`)
};

const pt_scope_account_read = /** @type {(inputs: Scope_Account_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver seu perfil e gerenciar suas chaves de API`)
};

const el_scope_account_read = /** @type {(inputs: Scope_Account_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να βλέπει το προφίλ σας και να διαχειρίζεται τα κλειδιά API σας`)
};

const hr_scope_account_read = /** @type {(inputs: Scope_Account_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vidjeti vaš profil i upravljati vašim API ključevima`)
};

/**
* | output |
* | --- |
* | "See your profile and manage your API keys" |
*
* @param {Scope_Account_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_account_read = /** @type {((inputs?: Scope_Account_ReadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Account_ReadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_scope_account_read(inputs)
	if (locale === "fr") return fr_scope_account_read(inputs)
	if (locale === "it") return it_scope_account_read(inputs)
	if (locale === "pt") return pt_scope_account_read(inputs)
	if (locale === "el") return el_scope_account_read(inputs)
	if (locale === "hr") return hr_scope_account_read(inputs)
	return en_scope_account_read(inputs)
});