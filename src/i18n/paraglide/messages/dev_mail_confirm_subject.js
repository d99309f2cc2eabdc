import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Mail_Confirm_SubjectInputs */

const en_dev_mail_confirm_subject = /** @type {(inputs: Dev_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your email address for catchd developer access`)
};

const es_dev_mail_confirm_subject = /** @type {(inputs: Dev_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu correo para el acceso de desarrollador en catchd`)
};

const fr_dev_mail_confirm_subject = /** @type {(inputs: Dev_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre adresse e-mail pour l’accès développeur à catchd`)
};

const it_dev_mail_confirm_subject = /** @type {(inputs: Dev_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma il tuo indirizzo email per l’accesso da sviluppatore a catchd`)
};

const pt_dev_mail_confirm_subject = /** @type {(inputs: Dev_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme seu e-mail para o acesso de desenvolvedor no catchd`)
};

const el_dev_mail_confirm_subject = /** @type {(inputs: Dev_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιβεβαιώστε τη διεύθυνση email σας για πρόσβαση προγραμματιστή στο catchd`)
};

const hr_dev_mail_confirm_subject = /** @type {(inputs: Dev_Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrdite adresu e-pošte za pristup za programere na catchd`)
};

/**
* | output |
* | --- |
* | "Confirm your email address for catchd developer access" |
*
* @param {Dev_Mail_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_mail_confirm_subject = /** @type {((inputs?: Dev_Mail_Confirm_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Confirm_SubjectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_mail_confirm_subject(inputs)
	if (locale === "fr") return fr_dev_mail_confirm_subject(inputs)
	if (locale === "it") return it_dev_mail_confirm_subject(inputs)
	if (locale === "pt") return pt_dev_mail_confirm_subject(inputs)
	if (locale === "el") return el_dev_mail_confirm_subject(inputs)
	if (locale === "hr") return hr_dev_mail_confirm_subject(inputs)
	return en_dev_mail_confirm_subject(inputs)
});