import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stats_Catches_By_MonthInputs */

const en_stats_catches_by_month = /** @type {(inputs: Stats_Catches_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catches by month`)
};

const es_stats_catches_by_month = /** @type {(inputs: Stats_Catches_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturas por mes`)
};

const fr_stats_catches_by_month = /** @type {(inputs: Stats_Catches_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prises par mois`)
};

const it_stats_catches_by_month = /** @type {(inputs: Stats_Catches_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catture per mese`)
};

const pt_stats_catches_by_month = /** @type {(inputs: Stats_Catches_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturas por mês`)
};

const el_stats_catches_by_month = /** @type {(inputs: Stats_Catches_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ψαριές ανά μήνα`)
};

const hr_stats_catches_by_month = /** @type {(inputs: Stats_Catches_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ulovi po mjesecima`)
};

/**
* | output |
* | --- |
* | "Catches by month" |
*
* @param {Stats_Catches_By_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_catches_by_month = /** @type {((inputs?: Stats_Catches_By_MonthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Catches_By_MonthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_catches_by_month(inputs)
	if (locale === "fr") return fr_stats_catches_by_month(inputs)
	if (locale === "it") return it_stats_catches_by_month(inputs)
	if (locale === "pt") return pt_stats_catches_by_month(inputs)
	if (locale === "el") return el_stats_catches_by_month(inputs)
	if (locale === "hr") return hr_stats_catches_by_month(inputs)
	return en_stats_catches_by_month(inputs)
});