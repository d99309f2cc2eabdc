import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Email_OffInputs */

const en_notify_email_off = /** @type {(inputs: Notify_Email_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No email`)
};

const es_notify_email_off = /** @type {(inputs: Notify_Email_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin correo`)
};

const fr_notify_email_off = /** @type {(inputs: Notify_Email_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas d’e-mail`)
};

const it_notify_email_off = /** @type {(inputs: Notify_Email_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna email`)
};

const pt_notify_email_off = /** @type {(inputs: Notify_Email_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem e-mail`)
};

const el_notify_email_off = /** @type {(inputs: Notify_Email_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χωρίς email`)
};

const hr_notify_email_off = /** @type {(inputs: Notify_Email_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bez e-pošte`)
};

/**
* | output |
* | --- |
* | "No email" |
*
* @param {Notify_Email_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_email_off = /** @type {((inputs?: Notify_Email_OffInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Email_OffInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_email_off(inputs)
	if (locale === "fr") return fr_notify_email_off(inputs)
	if (locale === "it") return it_notify_email_off(inputs)
	if (locale === "pt") return pt_notify_email_off(inputs)
	if (locale === "el") return el_notify_email_off(inputs)
	if (locale === "hr") return hr_notify_email_off(inputs)
	return en_notify_email_off(inputs)
});