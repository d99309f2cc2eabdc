import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_LabelInputs */

const en_email_label = /** @type {(inputs: Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const es_email_label = /** @type {(inputs: Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

const fr_email_label = /** @type {(inputs: Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail`)
};

const it_email_label = /** @type {(inputs: Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const pt_email_label = /** @type {(inputs: Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const el_email_label = /** @type {(inputs: Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διεύθυνση email`)
};

const hr_email_label = /** @type {(inputs: Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-pošta`)
};

/**
* | output |
* | --- |
* | "Email" |
*
* @param {Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const email_label = /** @type {((inputs?: Email_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_label(inputs)
	if (locale === "fr") return fr_email_label(inputs)
	if (locale === "it") return it_email_label(inputs)
	if (locale === "pt") return pt_email_label(inputs)
	if (locale === "el") return el_email_label(inputs)
	if (locale === "hr") return hr_email_label(inputs)
	return en_email_label(inputs)
});