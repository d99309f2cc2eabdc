import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Units_MetricInputs */

const en_account_units_metric = /** @type {(inputs: Account_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metric (kg, cm, m, °C)`)
};

const es_account_units_metric = /** @type {(inputs: Account_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métrico (kg, cm, m, °C)`)
};

const fr_account_units_metric = /** @type {(inputs: Account_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métrique (kg, cm, m, °C)`)
};

const it_account_units_metric = /** @type {(inputs: Account_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metrico (kg, cm, m, °C)`)
};

const pt_account_units_metric = /** @type {(inputs: Account_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métrico (kg, cm, m, °C)`)
};

const el_account_units_metric = /** @type {(inputs: Account_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μετρικό (kg, cm, m, °C)`)
};

const hr_account_units_metric = /** @type {(inputs: Account_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metrički (kg, cm, m, °C)`)
};

/**
* | output |
* | --- |
* | "Metric (kg, cm, m, °C)" |
*
* @param {Account_Units_MetricInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_units_metric = /** @type {((inputs?: Account_Units_MetricInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Units_MetricInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_units_metric(inputs)
	if (locale === "fr") return fr_account_units_metric(inputs)
	if (locale === "it") return it_account_units_metric(inputs)
	if (locale === "pt") return pt_account_units_metric(inputs)
	if (locale === "el") return el_account_units_metric(inputs)
	if (locale === "hr") return hr_account_units_metric(inputs)
	return en_account_units_metric(inputs)
});