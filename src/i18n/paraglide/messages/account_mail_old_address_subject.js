import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Mail_Old_Address_SubjectInputs */

const en_account_mail_old_address_subject = /** @type {(inputs: Account_Mail_Old_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your catchd email address is being changed`)
};

const es_account_mail_old_address_subject = /** @type {(inputs: Account_Mail_Old_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se está cambiando tu correo de catchd`)
};

const fr_account_mail_old_address_subject = /** @type {(inputs: Account_Mail_Old_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail catchd est en cours de modification`)
};

const it_account_mail_old_address_subject = /** @type {(inputs: Account_Mail_Old_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo indirizzo email di catchd sta per cambiare`)
};

const pt_account_mail_old_address_subject = /** @type {(inputs: Account_Mail_Old_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu e-mail do catchd está a ser alterado`)
};

const el_account_mail_old_address_subject = /** @type {(inputs: Account_Mail_Old_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η διεύθυνση email σας στο catchd αλλάζει`)
};

const hr_account_mail_old_address_subject = /** @type {(inputs: Account_Mail_Old_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaša adresa e-pošte na catchd se mijenja`)
};

/**
* | output |
* | --- |
* | "Your catchd email address is being changed" |
*
* @param {Account_Mail_Old_Address_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_mail_old_address_subject = /** @type {((inputs?: Account_Mail_Old_Address_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Mail_Old_Address_SubjectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_mail_old_address_subject(inputs)
	if (locale === "fr") return fr_account_mail_old_address_subject(inputs)
	if (locale === "it") return it_account_mail_old_address_subject(inputs)
	if (locale === "pt") return pt_account_mail_old_address_subject(inputs)
	if (locale === "el") return el_account_mail_old_address_subject(inputs)
	if (locale === "hr") return hr_account_mail_old_address_subject(inputs)
	return en_account_mail_old_address_subject(inputs)
});