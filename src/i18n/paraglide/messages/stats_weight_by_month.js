import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ unit: NonNullable<unknown> }} Stats_Weight_By_MonthInputs */

const en_stats_weight_by_month = /** @type {(inputs: Stats_Weight_By_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weight landed by month (${i?.unit})`)
};

const es_stats_weight_by_month = /** @type {(inputs: Stats_Weight_By_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Peso capturado por mes (${i?.unit})`)
};

const fr_stats_weight_by_month = /** @type {(inputs: Stats_Weight_By_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Poids pêché par mois (${i?.unit})`)
};

const it_stats_weight_by_month = /** @type {(inputs: Stats_Weight_By_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Peso pescato per mese (${i?.unit})`)
};

const pt_stats_weight_by_month = /** @type {(inputs: Stats_Weight_By_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Peso capturado por mês (${i?.unit})`)
};

const el_stats_weight_by_month = /** @type {(inputs: Stats_Weight_By_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Βάρος ψαριών ανά μήνα (${i?.unit})`)
};

const hr_stats_weight_by_month = /** @type {(inputs: Stats_Weight_By_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ulovljena težina po mjesecima (${i?.unit})`)
};

/**
* | output |
* | --- |
* | "Weight landed by month ({unit})" |
*
* @param {Stats_Weight_By_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_weight_by_month = /** @type {((inputs: Stats_Weight_By_MonthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weight_By_MonthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_weight_by_month(inputs)
	if (locale === "fr") return fr_stats_weight_by_month(inputs)
	if (locale === "it") return it_stats_weight_by_month(inputs)
	if (locale === "pt") return pt_stats_weight_by_month(inputs)
	if (locale === "el") return el_stats_weight_by_month(inputs)
	if (locale === "hr") return hr_stats_weight_by_month(inputs)
	return en_stats_weight_by_month(inputs)
});