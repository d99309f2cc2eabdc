import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_UnconfirmedInputs */

const en_dev_unconfirmed = /** @type {(inputs: Dev_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(unconfirmed)`)
};

const es_dev_unconfirmed = /** @type {(inputs: Dev_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(sin confirmar)`)
};

const fr_dev_unconfirmed = /** @type {(inputs: Dev_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(non confirmée)`)
};

const it_dev_unconfirmed = /** @type {(inputs: Dev_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(non confermata)`)
};

const pt_dev_unconfirmed = /** @type {(inputs: Dev_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(não confirmado)`)
};

const el_dev_unconfirmed = /** @type {(inputs: Dev_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(χωρίς επιβεβαίωση)`)
};

const hr_dev_unconfirmed = /** @type {(inputs: Dev_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(nepotvrđena)`)
};

/**
* | output |
* | --- |
* | "(unconfirmed)" |
*
* @param {Dev_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_unconfirmed = /** @type {((inputs?: Dev_UnconfirmedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_UnconfirmedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_unconfirmed(inputs)
	if (locale === "fr") return fr_dev_unconfirmed(inputs)
	if (locale === "it") return it_dev_unconfirmed(inputs)
	if (locale === "pt") return pt_dev_unconfirmed(inputs)
	if (locale === "el") return el_dev_unconfirmed(inputs)
	if (locale === "hr") return hr_dev_unconfirmed(inputs)
	return en_dev_unconfirmed(inputs)
});