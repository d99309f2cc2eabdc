import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Expires_NeverInputs */

const en_dev_expires_never = /** @type {(inputs: Dev_Expires_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never`)
};

const es_dev_expires_never = /** @type {(inputs: Dev_Expires_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunca`)
};

const fr_dev_expires_never = /** @type {(inputs: Dev_Expires_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jamais`)
};

const it_dev_expires_never = /** @type {(inputs: Dev_Expires_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mai`)
};

const pt_dev_expires_never = /** @type {(inputs: Dev_Expires_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunca`)
};

const el_dev_expires_never = /** @type {(inputs: Dev_Expires_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ποτέ`)
};

const hr_dev_expires_never = /** @type {(inputs: Dev_Expires_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nikad`)
};

/**
* | output |
* | --- |
* | "Never" |
*
* @param {Dev_Expires_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_expires_never = /** @type {((inputs?: Dev_Expires_NeverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Expires_NeverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_expires_never(inputs)
	if (locale === "fr") return fr_dev_expires_never(inputs)
	if (locale === "it") return it_dev_expires_never(inputs)
	if (locale === "pt") return pt_dev_expires_never(inputs)
	if (locale === "el") return el_dev_expires_never(inputs)
	if (locale === "hr") return hr_dev_expires_never(inputs)
	return en_dev_expires_never(inputs)
});