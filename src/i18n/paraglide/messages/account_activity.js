import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_ActivityInputs */

const en_account_activity = /** @type {(inputs: Account_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account activity`)
};

const es_account_activity = /** @type {(inputs: Account_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actividad de la cuenta`)
};

const fr_account_activity = /** @type {(inputs: Account_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activité du compte`)
};

const it_account_activity = /** @type {(inputs: Account_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attività dell’account`)
};

const pt_account_activity = /** @type {(inputs: Account_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atividade da conta`)
};

const el_account_activity = /** @type {(inputs: Account_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δραστηριότητα λογαριασμού`)
};

const hr_account_activity = /** @type {(inputs: Account_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktivnost računa`)
};

/**
* | output |
* | --- |
* | "Account activity" |
*
* @param {Account_ActivityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_activity = /** @type {((inputs?: Account_ActivityInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ActivityInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_activity(inputs)
	if (locale === "fr") return fr_account_activity(inputs)
	if (locale === "it") return it_account_activity(inputs)
	if (locale === "pt") return pt_account_activity(inputs)
	if (locale === "el") return el_account_activity(inputs)
	if (locale === "hr") return hr_account_activity(inputs)
	return en_account_activity(inputs)
});