import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Email_InstantInputs */

const en_notify_email_instant = /** @type {(inputs: Notify_Email_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email at once`)
};

const es_notify_email_instant = /** @type {(inputs: Notify_Email_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo al momento`)
};

const fr_notify_email_instant = /** @type {(inputs: Notify_Email_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail immédiat`)
};

const it_notify_email_instant = /** @type {(inputs: Notify_Email_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email subito`)
};

const pt_notify_email_instant = /** @type {(inputs: Notify_Email_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail de imediato`)
};

const el_notify_email_instant = /** @type {(inputs: Notify_Email_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αμέσως με email`)
};

const hr_notify_email_instant = /** @type {(inputs: Notify_Email_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-pošta odmah`)
};

/**
* | output |
* | --- |
* | "Email at once" |
*
* @param {Notify_Email_InstantInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_email_instant = /** @type {((inputs?: Notify_Email_InstantInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Email_InstantInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_email_instant(inputs)
	if (locale === "fr") return fr_notify_email_instant(inputs)
	if (locale === "it") return it_notify_email_instant(inputs)
	if (locale === "pt") return pt_notify_email_instant(inputs)
	if (locale === "el") return el_notify_email_instant(inputs)
	if (locale === "hr") return hr_notify_email_instant(inputs)
	return en_notify_email_instant(inputs)
});