import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Expires_YearInputs */

const en_dev_expires_year = /** @type {(inputs: Dev_Expires_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In a year`)
};

const es_dev_expires_year = /** @type {(inputs: Dev_Expires_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En un año`)
};

const fr_dev_expires_year = /** @type {(inputs: Dev_Expires_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans un an`)
};

const it_dev_expires_year = /** @type {(inputs: Dev_Expires_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tra un anno`)
};

const pt_dev_expires_year = /** @type {(inputs: Dev_Expires_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Em um ano`)
};

const el_dev_expires_year = /** @type {(inputs: Dev_Expires_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σε ένα χρόνο`)
};

const hr_dev_expires_year = /** @type {(inputs: Dev_Expires_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Za godinu dana`)
};

/**
* | output |
* | --- |
* | "In a year" |
*
* @param {Dev_Expires_YearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_expires_year = /** @type {((inputs?: Dev_Expires_YearInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Expires_YearInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_expires_year(inputs)
	if (locale === "fr") return fr_dev_expires_year(inputs)
	if (locale === "it") return it_dev_expires_year(inputs)
	if (locale === "pt") return pt_dev_expires_year(inputs)
	if (locale === "el") return el_dev_expires_year(inputs)
	if (locale === "hr") return hr_dev_expires_year(inputs)
	return en_dev_expires_year(inputs)
});