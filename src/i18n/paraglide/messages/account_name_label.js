import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Name_LabelInputs */

const en_account_name_label = /** @type {(inputs: Account_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const es_account_name_label = /** @type {(inputs: Account_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

const fr_account_name_label = /** @type {(inputs: Account_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

const it_account_name_label = /** @type {(inputs: Account_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome`)
};

const pt_account_name_label = /** @type {(inputs: Account_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome`)
};

const el_account_name_label = /** @type {(inputs: Account_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όνομα`)
};

const hr_account_name_label = /** @type {(inputs: Account_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ime`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Account_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_name_label = /** @type {((inputs?: Account_Name_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Name_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_name_label(inputs)
	if (locale === "fr") return fr_account_name_label(inputs)
	if (locale === "it") return it_account_name_label(inputs)
	if (locale === "pt") return pt_account_name_label(inputs)
	if (locale === "el") return el_account_name_label(inputs)
	if (locale === "hr") return hr_account_name_label(inputs)
	return en_account_name_label(inputs)
});