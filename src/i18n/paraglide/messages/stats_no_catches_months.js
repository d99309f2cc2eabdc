import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stats_No_Catches_MonthsInputs */

const en_stats_no_catches_months = /** @type {(inputs: Stats_No_Catches_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No catches logged in these months.`)
};

const es_stats_no_catches_months = /** @type {(inputs: Stats_No_Catches_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay capturas registradas en estos meses.`)
};

const fr_stats_no_catches_months = /** @type {(inputs: Stats_No_Catches_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune prise déclarée ces mois-ci.`)
};

const it_stats_no_catches_months = /** @type {(inputs: Stats_No_Catches_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna cattura registrata in questi mesi.`)
};

const pt_stats_no_catches_months = /** @type {(inputs: Stats_No_Catches_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma captura registrada nestes meses.`)
};

const el_stats_no_catches_months = /** @type {(inputs: Stats_No_Catches_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία καταγεγραμμένη ψαριά αυτούς τους μήνες.`)
};

const hr_stats_no_catches_months = /** @type {(inputs: Stats_No_Catches_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U ovim mjesecima nema upisanih ulova.`)
};

/**
* | output |
* | --- |
* | "No catches logged in these months." |
*
* @param {Stats_No_Catches_MonthsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_no_catches_months = /** @type {((inputs?: Stats_No_Catches_MonthsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_No_Catches_MonthsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_no_catches_months(inputs)
	if (locale === "fr") return fr_stats_no_catches_months(inputs)
	if (locale === "it") return it_stats_no_catches_months(inputs)
	if (locale === "pt") return pt_stats_no_catches_months(inputs)
	if (locale === "el") return el_stats_no_catches_months(inputs)
	if (locale === "hr") return hr_stats_no_catches_months(inputs)
	return en_stats_no_catches_months(inputs)
});