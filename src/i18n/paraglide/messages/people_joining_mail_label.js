import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Joining_Mail_LabelInputs */

const en_people_joining_mail_label = /** @type {(inputs: People_Joining_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail (CATCHD_SMTP_URL)`)
};

const es_people_joining_mail_label = /** @type {(inputs: People_Joining_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo (CATCHD_SMTP_URL)`)
};

const fr_people_joining_mail_label = /** @type {(inputs: People_Joining_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail (CATCHD_SMTP_URL)`)
};

const it_people_joining_mail_label = /** @type {(inputs: People_Joining_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email (CATCHD_SMTP_URL)`)
};

const pt_people_joining_mail_label = /** @type {(inputs: People_Joining_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail (CATCHD_SMTP_URL)`)
};

const el_people_joining_mail_label = /** @type {(inputs: People_Joining_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποστολή email (CATCHD_SMTP_URL)`)
};

const hr_people_joining_mail_label = /** @type {(inputs: People_Joining_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-pošta (CATCHD_SMTP_URL)`)
};

/**
* | output |
* | --- |
* | "Mail (CATCHD_SMTP_URL)" |
*
* @param {People_Joining_Mail_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_joining_mail_label = /** @type {((inputs?: People_Joining_Mail_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Mail_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_joining_mail_label(inputs)
	if (locale === "fr") return fr_people_joining_mail_label(inputs)
	if (locale === "it") return it_people_joining_mail_label(inputs)
	if (locale === "pt") return pt_people_joining_mail_label(inputs)
	if (locale === "el") return el_people_joining_mail_label(inputs)
	if (locale === "hr") return hr_people_joining_mail_label(inputs)
	return en_people_joining_mail_label(inputs)
});