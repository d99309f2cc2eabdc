import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_ExpiresInputs */

const en_dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires`)
};

const es_dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caduca`)
};

const fr_dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expire`)
};

const it_dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scade`)
};

const pt_dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expira`)
};

const el_dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Λήγει`)
};

const hr_dev_expires = /** @type {(inputs: Dev_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Istječe`)
};

/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Dev_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_expires = /** @type {((inputs?: Dev_ExpiresInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ExpiresInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_expires(inputs)
	if (locale === "fr") return fr_dev_expires(inputs)
	if (locale === "it") return it_dev_expires(inputs)
	if (locale === "pt") return pt_dev_expires(inputs)
	if (locale === "el") return el_dev_expires(inputs)
	if (locale === "hr") return hr_dev_expires(inputs)
	return en_dev_expires(inputs)
});