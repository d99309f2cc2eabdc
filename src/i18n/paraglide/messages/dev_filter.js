import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_FilterInputs */

const en_dev_filter = /** @type {(inputs: Dev_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter`)
};

const es_dev_filter = /** @type {(inputs: Dev_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar`)
};

const fr_dev_filter = /** @type {(inputs: Dev_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer`)
};

const it_dev_filter = /** @type {(inputs: Dev_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtra`)
};

const pt_dev_filter = /** @type {(inputs: Dev_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar`)
};

const el_dev_filter = /** @type {(inputs: Dev_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φιλτράρισμα`)
};

const hr_dev_filter = /** @type {(inputs: Dev_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtriraj`)
};

/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Dev_FilterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_filter = /** @type {((inputs?: Dev_FilterInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_FilterInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_filter(inputs)
	if (locale === "fr") return fr_dev_filter(inputs)
	if (locale === "it") return it_dev_filter(inputs)
	if (locale === "pt") return pt_dev_filter(inputs)
	if (locale === "el") return el_dev_filter(inputs)
	if (locale === "hr") return hr_dev_filter(inputs)
	return en_dev_filter(inputs)
});