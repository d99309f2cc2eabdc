import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Mail_SubjectInputs */

const en_reset_mail_subject = /** @type {(inputs: Reset_Mail_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a new catchd password`)
};

const es_reset_mail_subject = /** @type {(inputs: Reset_Mail_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pon una contraseña nueva en catchd`)
};

const fr_reset_mail_subject = /** @type {(inputs: Reset_Mail_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un nouveau mot de passe catchd`)
};

const it_reset_mail_subject = /** @type {(inputs: Reset_Mail_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imposta una nuova password per catchd`)
};

const pt_reset_mail_subject = /** @type {(inputs: Reset_Mail_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Defina uma nova senha no catchd`)
};

const el_reset_mail_subject = /** @type {(inputs: Reset_Mail_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ορίστε νέο κωδικό για το catchd`)
};

const hr_reset_mail_subject = /** @type {(inputs: Reset_Mail_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postavite novu lozinku za catchd`)
};

/**
* | output |
* | --- |
* | "Set a new catchd password" |
*
* @param {Reset_Mail_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_mail_subject = /** @type {((inputs?: Reset_Mail_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Mail_SubjectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_mail_subject(inputs)
	if (locale === "fr") return fr_reset_mail_subject(inputs)
	if (locale === "it") return it_reset_mail_subject(inputs)
	if (locale === "pt") return pt_reset_mail_subject(inputs)
	if (locale === "el") return el_reset_mail_subject(inputs)
	if (locale === "hr") return hr_reset_mail_subject(inputs)
	return en_reset_mail_subject(inputs)
});