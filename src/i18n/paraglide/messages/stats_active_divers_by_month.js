import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stats_Active_Divers_By_MonthInputs */

const en_stats_active_divers_by_month = /** @type {(inputs: Stats_Active_Divers_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active divers by month`)
};

const es_stats_active_divers_by_month = /** @type {(inputs: Stats_Active_Divers_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pescadores activos por mes`)
};

const fr_stats_active_divers_by_month = /** @type {(inputs: Stats_Active_Divers_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chasseurs actifs par mois`)
};

const it_stats_active_divers_by_month = /** @type {(inputs: Stats_Active_Divers_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pescatori attivi per mese`)
};

const pt_stats_active_divers_by_month = /** @type {(inputs: Stats_Active_Divers_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pescadores ativos por mês`)
};

const el_stats_active_divers_by_month = /** @type {(inputs: Stats_Active_Divers_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ενεργοί ψαροντουφεκάδες ανά μήνα`)
};

const hr_stats_active_divers_by_month = /** @type {(inputs: Stats_Active_Divers_By_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktivni ribolovci po mjesecima`)
};

/**
* | output |
* | --- |
* | "Active divers by month" |
*
* @param {Stats_Active_Divers_By_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_active_divers_by_month = /** @type {((inputs?: Stats_Active_Divers_By_MonthInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Active_Divers_By_MonthInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_active_divers_by_month(inputs)
	if (locale === "fr") return fr_stats_active_divers_by_month(inputs)
	if (locale === "it") return it_stats_active_divers_by_month(inputs)
	if (locale === "pt") return pt_stats_active_divers_by_month(inputs)
	if (locale === "el") return el_stats_active_divers_by_month(inputs)
	if (locale === "hr") return hr_stats_active_divers_by_month(inputs)
	return en_stats_active_divers_by_month(inputs)
});