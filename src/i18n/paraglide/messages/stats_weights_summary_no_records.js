import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stats_Weights_Summary_No_RecordsInputs */

const en_stats_weights_summary_no_records = /** @type {(inputs: Stats_Weights_Summary_No_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How many catches weighed how much; the lines mark the records (none yet).`)
};

const es_stats_weights_summary_no_records = /** @type {(inputs: Stats_Weights_Summary_No_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuántas capturas pesaron cuánto; las líneas marcan los récords (aún no hay).`)
};

const fr_stats_weights_summary_no_records = /** @type {(inputs: Stats_Weights_Summary_No_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Combien de prises pesaient combien ; les lignes marquent les records (aucun pour l’instant).`)
};

const it_stats_weights_summary_no_records = /** @type {(inputs: Stats_Weights_Summary_No_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quante catture pesavano quanto; le linee segnano i record (ancora nessuno).`)
};

const pt_stats_weights_summary_no_records = /** @type {(inputs: Stats_Weights_Summary_No_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantas capturas pesaram quanto; as linhas marcam os recordes (ainda nenhum).`)
};

const el_stats_weights_summary_no_records = /** @type {(inputs: Stats_Weights_Summary_No_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πόσες ψαριές ζύγιζαν πόσο· οι γραμμές δείχνουν τα ρεκόρ (κανένα ακόμη).`)
};

const hr_stats_weights_summary_no_records = /** @type {(inputs: Stats_Weights_Summary_No_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Koliko je ulova imalo koju težinu; crte označavaju rekorde (još ih nema).`)
};

/**
* | output |
* | --- |
* | "How many catches weighed how much; the lines mark the records (none yet)." |
*
* @param {Stats_Weights_Summary_No_RecordsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_weights_summary_no_records = /** @type {((inputs?: Stats_Weights_Summary_No_RecordsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weights_Summary_No_RecordsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_weights_summary_no_records(inputs)
	if (locale === "fr") return fr_stats_weights_summary_no_records(inputs)
	if (locale === "it") return it_stats_weights_summary_no_records(inputs)
	if (locale === "pt") return pt_stats_weights_summary_no_records(inputs)
	if (locale === "el") return el_stats_weights_summary_no_records(inputs)
	if (locale === "hr") return hr_stats_weights_summary_no_records(inputs)
	return en_stats_weights_summary_no_records(inputs)
});