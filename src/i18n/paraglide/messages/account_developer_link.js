import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Developer_LinkInputs */

const en_account_developer_link = /** @type {(inputs: Account_Developer_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build with the API: the developer portal`)
};

const es_account_developer_link = /** @type {(inputs: Account_Developer_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea con la API: el portal para desarrolladores`)
};

const fr_account_developer_link = /** @type {(inputs: Account_Developer_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez avec l’API : le portail des développeurs`)
};

const it_account_developer_link = /** @type {(inputs: Account_Developer_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea con l’API: il portale per sviluppatori`)
};

const pt_account_developer_link = /** @type {(inputs: Account_Developer_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crie com a API: o portal para programadores`)
};

const el_account_developer_link = /** @type {(inputs: Account_Developer_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναπτύξτε με το API: η πύλη προγραμματιστών`)
};

const hr_account_developer_link = /** @type {(inputs: Account_Developer_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gradite s API-jem: portal za programere`)
};

/**
* | output |
* | --- |
* | "Build with the API: the developer portal" |
*
* @param {Account_Developer_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_developer_link = /** @type {((inputs?: Account_Developer_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Developer_LinkInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_developer_link(inputs)
	if (locale === "fr") return fr_account_developer_link(inputs)
	if (locale === "it") return it_account_developer_link(inputs)
	if (locale === "pt") return pt_account_developer_link(inputs)
	if (locale === "el") return el_account_developer_link(inputs)
	if (locale === "hr") return hr_account_developer_link(inputs)
	return en_account_developer_link(inputs)
});