import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Profile_HeadingInputs */

const en_account_profile_heading = /** @type {(inputs: Account_Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name and email`)
};

const es_account_profile_heading = /** @type {(inputs: Account_Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre y correo`)
};

const fr_account_profile_heading = /** @type {(inputs: Account_Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom et adresse e-mail`)
};

const it_account_profile_heading = /** @type {(inputs: Account_Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome ed email`)
};

const pt_account_profile_heading = /** @type {(inputs: Account_Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome e e-mail`)
};

const el_account_profile_heading = /** @type {(inputs: Account_Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όνομα και email`)
};

const hr_account_profile_heading = /** @type {(inputs: Account_Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ime i e-pošta`)
};

/**
* | output |
* | --- |
* | "Name and email" |
*
* @param {Account_Profile_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_profile_heading = /** @type {((inputs?: Account_Profile_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_profile_heading(inputs)
	if (locale === "fr") return fr_account_profile_heading(inputs)
	if (locale === "it") return it_account_profile_heading(inputs)
	if (locale === "pt") return pt_account_profile_heading(inputs)
	if (locale === "el") return el_account_profile_heading(inputs)
	if (locale === "hr") return hr_account_profile_heading(inputs)
	return en_account_profile_heading(inputs)
});