import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Mail_New_Address_SubjectInputs */

const en_account_mail_new_address_subject = /** @type {(inputs: Account_Mail_New_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your new email address for catchd`)
};

const es_account_mail_new_address_subject = /** @type {(inputs: Account_Mail_New_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu nuevo correo para catchd`)
};

const fr_account_mail_new_address_subject = /** @type {(inputs: Account_Mail_New_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre nouvelle adresse e-mail pour catchd`)
};

const it_account_mail_new_address_subject = /** @type {(inputs: Account_Mail_New_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma il tuo nuovo indirizzo email per catchd`)
};

const pt_account_mail_new_address_subject = /** @type {(inputs: Account_Mail_New_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme o seu novo e-mail no catchd`)
};

const el_account_mail_new_address_subject = /** @type {(inputs: Account_Mail_New_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιβεβαιώστε τη νέα σας διεύθυνση email για το catchd`)
};

const hr_account_mail_new_address_subject = /** @type {(inputs: Account_Mail_New_Address_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrdite novu adresu e-pošte za catchd`)
};

/**
* | output |
* | --- |
* | "Confirm your new email address for catchd" |
*
* @param {Account_Mail_New_Address_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_mail_new_address_subject = /** @type {((inputs?: Account_Mail_New_Address_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Mail_New_Address_SubjectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_mail_new_address_subject(inputs)
	if (locale === "fr") return fr_account_mail_new_address_subject(inputs)
	if (locale === "it") return it_account_mail_new_address_subject(inputs)
	if (locale === "pt") return pt_account_mail_new_address_subject(inputs)
	if (locale === "el") return el_account_mail_new_address_subject(inputs)
	if (locale === "hr") return hr_account_mail_new_address_subject(inputs)
	return en_account_mail_new_address_subject(inputs)
});