import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Mail_Declined_SubjectInputs */

const en_dev_mail_declined_subject = /** @type {(inputs: Dev_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your catchd developer application was declined`)
};

const es_dev_mail_declined_subject = /** @type {(inputs: Dev_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud de desarrollador en catchd fue rechazada`)
};

const fr_dev_mail_declined_subject = /** @type {(inputs: Dev_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande d’accès développeur à catchd a été refusée`)
};

const it_dev_mail_declined_subject = /** @type {(inputs: Dev_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua richiesta da sviluppatore su catchd è stata rifiutata`)
};

const pt_dev_mail_declined_subject = /** @type {(inputs: Dev_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu pedido de desenvolvedor no catchd foi recusado`)
};

const el_dev_mail_declined_subject = /** @type {(inputs: Dev_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η αίτησή σας για πρόσβαση προγραμματιστή στο catchd απορρίφθηκε`)
};

const hr_dev_mail_declined_subject = /** @type {(inputs: Dev_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš zahtjev za pristup za programere na catchd je odbijen`)
};

/**
* | output |
* | --- |
* | "Your catchd developer application was declined" |
*
* @param {Dev_Mail_Declined_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_mail_declined_subject = /** @type {((inputs?: Dev_Mail_Declined_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Declined_SubjectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_mail_declined_subject(inputs)
	if (locale === "fr") return fr_dev_mail_declined_subject(inputs)
	if (locale === "it") return it_dev_mail_declined_subject(inputs)
	if (locale === "pt") return pt_dev_mail_declined_subject(inputs)
	if (locale === "el") return el_dev_mail_declined_subject(inputs)
	if (locale === "hr") return hr_dev_mail_declined_subject(inputs)
	return en_dev_mail_declined_subject(inputs)
});