import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Status_FilterInputs */

const en_dev_status_filter = /** @type {(inputs: Dev_Status_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status (404 or 4xx)`)
};

const es_dev_status_filter = /** @type {(inputs: Dev_Status_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado (404 o 4xx)`)
};

const fr_dev_status_filter = /** @type {(inputs: Dev_Status_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut (404 ou 4xx)`)
};

const it_dev_status_filter = /** @type {(inputs: Dev_Status_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stato (404 o 4xx)`)
};

const pt_dev_status_filter = /** @type {(inputs: Dev_Status_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status (404 ou 4xx)`)
};

const el_dev_status_filter = /** @type {(inputs: Dev_Status_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάσταση (404 ή 4xx)`)
};

const hr_dev_status_filter = /** @type {(inputs: Dev_Status_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status (404 ili 4xx)`)
};

/**
* | output |
* | --- |
* | "Status (404 or 4xx)" |
*
* @param {Dev_Status_FilterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_status_filter = /** @type {((inputs?: Dev_Status_FilterInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Status_FilterInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_status_filter(inputs)
	if (locale === "fr") return fr_dev_status_filter(inputs)
	if (locale === "it") return it_dev_status_filter(inputs)
	if (locale === "pt") return pt_dev_status_filter(inputs)
	if (locale === "el") return el_dev_status_filter(inputs)
	if (locale === "hr") return hr_dev_status_filter(inputs)
	return en_dev_status_filter(inputs)
});