import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Mail_Declined_SubjectInputs */

const en_join_mail_declined_subject = /** @type {(inputs: Join_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your catchd sign-up was declined`)
};

const es_join_mail_declined_subject = /** @type {(inputs: Join_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud en catchd ha sido rechazada`)
};

const fr_join_mail_declined_subject = /** @type {(inputs: Join_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre inscription sur catchd a été refusée`)
};

const it_join_mail_declined_subject = /** @type {(inputs: Join_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua iscrizione a catchd è stata rifiutata`)
};

const pt_join_mail_declined_subject = /** @type {(inputs: Join_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu pedido no catchd foi recusado`)
};

const el_join_mail_declined_subject = /** @type {(inputs: Join_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εγγραφή σας στο catchd απορρίφθηκε`)
};

const hr_join_mail_declined_subject = /** @type {(inputs: Join_Mail_Declined_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaša registracija na catchd je odbijena`)
};

/**
* | output |
* | --- |
* | "Your catchd sign-up was declined" |
*
* @param {Join_Mail_Declined_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_mail_declined_subject = /** @type {((inputs?: Join_Mail_Declined_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Declined_SubjectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_mail_declined_subject(inputs)
	if (locale === "fr") return fr_join_mail_declined_subject(inputs)
	if (locale === "it") return it_join_mail_declined_subject(inputs)
	if (locale === "pt") return pt_join_mail_declined_subject(inputs)
	if (locale === "el") return el_join_mail_declined_subject(inputs)
	if (locale === "hr") return hr_join_mail_declined_subject(inputs)
	return en_join_mail_declined_subject(inputs)
});