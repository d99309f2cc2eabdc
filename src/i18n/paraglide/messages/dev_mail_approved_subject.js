import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Mail_Approved_SubjectInputs */

const en_dev_mail_approved_subject = /** @type {(inputs: Dev_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your catchd developer access is approved`)
};

const es_dev_mail_approved_subject = /** @type {(inputs: Dev_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu acceso de desarrollador en catchd está aprobado`)
};

const fr_dev_mail_approved_subject = /** @type {(inputs: Dev_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre accès développeur à catchd est approuvé`)
};

const it_dev_mail_approved_subject = /** @type {(inputs: Dev_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo accesso da sviluppatore a catchd è approvato`)
};

const pt_dev_mail_approved_subject = /** @type {(inputs: Dev_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu acesso de desenvolvedor no catchd foi aprovado`)
};

const el_dev_mail_approved_subject = /** @type {(inputs: Dev_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η πρόσβασή σας ως προγραμματιστή στο catchd εγκρίθηκε`)
};

const hr_dev_mail_approved_subject = /** @type {(inputs: Dev_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš pristup za programere na catchd je odobren`)
};

/**
* | output |
* | --- |
* | "Your catchd developer access is approved" |
*
* @param {Dev_Mail_Approved_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_mail_approved_subject = /** @type {((inputs?: Dev_Mail_Approved_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Approved_SubjectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_mail_approved_subject(inputs)
	if (locale === "fr") return fr_dev_mail_approved_subject(inputs)
	if (locale === "it") return it_dev_mail_approved_subject(inputs)
	if (locale === "pt") return pt_dev_mail_approved_subject(inputs)
	if (locale === "el") return el_dev_mail_approved_subject(inputs)
	if (locale === "hr") return hr_dev_mail_approved_subject(inputs)
	return en_dev_mail_approved_subject(inputs)
});