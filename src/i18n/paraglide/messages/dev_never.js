import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_NeverInputs */

const en_dev_never = /** @type {(inputs: Dev_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`never`)
};

const es_dev_never = /** @type {(inputs: Dev_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nunca`)
};

const fr_dev_never = /** @type {(inputs: Dev_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jamais`)
};

const it_dev_never = /** @type {(inputs: Dev_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mai`)
};

const pt_dev_never = /** @type {(inputs: Dev_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nunca`)
};

const el_dev_never = /** @type {(inputs: Dev_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ποτέ`)
};

const hr_dev_never = /** @type {(inputs: Dev_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nikad`)
};

/**
* | output |
* | --- |
* | "never" |
*
* @param {Dev_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_never = /** @type {((inputs?: Dev_NeverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_NeverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_never(inputs)
	if (locale === "fr") return fr_dev_never(inputs)
	if (locale === "it") return it_dev_never(inputs)
	if (locale === "pt") return pt_dev_never(inputs)
	if (locale === "el") return el_dev_never(inputs)
	if (locale === "hr") return hr_dev_never(inputs)
	return en_dev_never(inputs)
});