import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Confirm_ProviderInputs */

const en_account_confirm_provider = /** @type {(inputs: Account_Confirm_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account signs in through another provider: sign out and sign in again, then make the change.`)
};

const es_account_confirm_provider = /** @type {(inputs: Account_Confirm_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta entra a través de otro proveedor: cierra sesión, vuelve a entrar y haz el cambio.`)
};

const fr_account_confirm_provider = /** @type {(inputs: Account_Confirm_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte se connecte via un autre fournisseur : déconnectez-vous, reconnectez-vous, puis faites la modification.`)
};

const it_account_confirm_provider = /** @type {(inputs: Account_Confirm_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo account accede tramite un altro servizio: esci, accedi di nuovo e poi fai la modifica.`)
};

const pt_account_confirm_provider = /** @type {(inputs: Account_Confirm_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua conta entra através de outro serviço: saia, entre de novo e depois faça a alteração.`)
};

const el_account_confirm_provider = /** @type {(inputs: Account_Confirm_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο λογαριασμός σας συνδέεται μέσω άλλου παρόχου: αποσυνδεθείτε, συνδεθείτε ξανά και μετά κάντε την αλλαγή.`)
};

const hr_account_confirm_provider = /** @type {(inputs: Account_Confirm_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš se račun prijavljuje preko drugog pružatelja: odjavite se, ponovno se prijavite, a zatim napravite promjenu.`)
};

/**
* | output |
* | --- |
* | "Your account signs in through another provider: sign out and sign in again, then make the change." |
*
* @param {Account_Confirm_ProviderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_confirm_provider = /** @type {((inputs?: Account_Confirm_ProviderInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_ProviderInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_confirm_provider(inputs)
	if (locale === "fr") return fr_account_confirm_provider(inputs)
	if (locale === "it") return it_account_confirm_provider(inputs)
	if (locale === "pt") return pt_account_confirm_provider(inputs)
	if (locale === "el") return el_account_confirm_provider(inputs)
	if (locale === "hr") return hr_account_confirm_provider(inputs)
	return en_account_confirm_provider(inputs)
});