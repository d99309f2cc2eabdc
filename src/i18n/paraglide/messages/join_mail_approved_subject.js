import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Mail_Approved_SubjectInputs */

const en_join_mail_approved_subject = /** @type {(inputs: Join_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to catchd`)
};

const es_join_mail_approved_subject = /** @type {(inputs: Join_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenido a catchd`)
};

const fr_join_mail_approved_subject = /** @type {(inputs: Join_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue sur catchd`)
};

const it_join_mail_approved_subject = /** @type {(inputs: Join_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benvenuto in catchd`)
};

const pt_join_mail_approved_subject = /** @type {(inputs: Join_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bem-vindo ao catchd`)
};

const el_join_mail_approved_subject = /** @type {(inputs: Join_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καλώς ήρθατε στο catchd`)
};

const hr_join_mail_approved_subject = /** @type {(inputs: Join_Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dobro došli u catchd`)
};

/**
* | output |
* | --- |
* | "Welcome to catchd" |
*
* @param {Join_Mail_Approved_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_mail_approved_subject = /** @type {((inputs?: Join_Mail_Approved_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Approved_SubjectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_mail_approved_subject(inputs)
	if (locale === "fr") return fr_join_mail_approved_subject(inputs)
	if (locale === "it") return it_join_mail_approved_subject(inputs)
	if (locale === "pt") return pt_join_mail_approved_subject(inputs)
	if (locale === "el") return el_join_mail_approved_subject(inputs)
	if (locale === "hr") return hr_join_mail_approved_subject(inputs)
	return en_join_mail_approved_subject(inputs)
});