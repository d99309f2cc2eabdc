import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_EmailInputs */

const en_notify_email = /** @type {(inputs: Notify_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const es_notify_email = /** @type {(inputs: Notify_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo`)
};

const fr_notify_email = /** @type {(inputs: Notify_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const it_notify_email = /** @type {(inputs: Notify_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const pt_notify_email = /** @type {(inputs: Notify_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const el_notify_email = /** @type {(inputs: Notify_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Με email`)
};

const hr_notify_email = /** @type {(inputs: Notify_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-pošta`)
};

/**
* | output |
* | --- |
* | "Email" |
*
* @param {Notify_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_email = /** @type {((inputs?: Notify_EmailInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_EmailInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_email(inputs)
	if (locale === "fr") return fr_notify_email(inputs)
	if (locale === "it") return it_notify_email(inputs)
	if (locale === "pt") return pt_notify_email(inputs)
	if (locale === "el") return el_notify_email(inputs)
	if (locale === "hr") return hr_notify_email(inputs)
	return en_notify_email(inputs)
});