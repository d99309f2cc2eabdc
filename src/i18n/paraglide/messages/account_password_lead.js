import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_LeadInputs */

const en_account_password_lead = /** @type {(inputs: Account_Password_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing it signs out every other session.`)
};

const es_account_password_lead = /** @type {(inputs: Account_Password_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al cambiarla se cierran todas tus demás sesiones.`)
};

const fr_account_password_lead = /** @type {(inputs: Account_Password_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La modifier ferme toutes vos autres sessions.`)
};

const it_account_password_lead = /** @type {(inputs: Account_Password_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiandola si chiudono tutte le altre sessioni.`)
};

const pt_account_password_lead = /** @type {(inputs: Account_Password_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ao alterá-la, todas as outras sessões são encerradas.`)
};

const el_account_password_lead = /** @type {(inputs: Account_Password_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αν τον αλλάξετε, κλείνουν όλες οι άλλες συνδέσεις σας.`)
};

const hr_account_password_lead = /** @type {(inputs: Account_Password_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promjenom se odjavljuju sve ostale sesije.`)
};

/**
* | output |
* | --- |
* | "Changing it signs out every other session." |
*
* @param {Account_Password_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_password_lead = /** @type {((inputs?: Account_Password_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_password_lead(inputs)
	if (locale === "fr") return fr_account_password_lead(inputs)
	if (locale === "it") return it_account_password_lead(inputs)
	if (locale === "pt") return pt_account_password_lead(inputs)
	if (locale === "el") return el_account_password_lead(inputs)
	if (locale === "hr") return hr_account_password_lead(inputs)
	return en_account_password_lead(inputs)
});