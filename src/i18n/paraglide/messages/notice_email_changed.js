import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Email_ChangedInputs */

const en_notice_email_changed = /** @type {(inputs: Notice_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address is changed.`)
};

const es_notice_email_changed = /** @type {(inputs: Notice_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu dirección de correo ha cambiado.`)
};

const fr_notice_email_changed = /** @type {(inputs: Notice_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail est modifiée.`)
};

const it_notice_email_changed = /** @type {(inputs: Notice_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo indirizzo email è cambiato.`)
};

const pt_notice_email_changed = /** @type {(inputs: Notice_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu endereço de e-mail foi alterado.`)
};

const el_notice_email_changed = /** @type {(inputs: Notice_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η διεύθυνση email σας άλλαξε.`)
};

const hr_notice_email_changed = /** @type {(inputs: Notice_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaša adresa e-pošte je promijenjena.`)
};

/**
* | output |
* | --- |
* | "Your email address is changed." |
*
* @param {Notice_Email_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_email_changed = /** @type {((inputs?: Notice_Email_ChangedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Email_ChangedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_email_changed(inputs)
	if (locale === "fr") return fr_notice_email_changed(inputs)
	if (locale === "it") return it_notice_email_changed(inputs)
	if (locale === "pt") return pt_notice_email_changed(inputs)
	if (locale === "el") return el_notice_email_changed(inputs)
	if (locale === "hr") return hr_notice_email_changed(inputs)
	return en_notice_email_changed(inputs)
});