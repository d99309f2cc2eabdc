import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stats_Weights_SummaryInputs */

const en_stats_weights_summary = /** @type {(inputs: Stats_Weights_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How many catches weighed how much; the lines mark the records.`)
};

const es_stats_weights_summary = /** @type {(inputs: Stats_Weights_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuántas capturas pesaron cuánto; las líneas marcan los récords.`)
};

const fr_stats_weights_summary = /** @type {(inputs: Stats_Weights_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Combien de prises pesaient combien ; les lignes marquent les records.`)
};

const it_stats_weights_summary = /** @type {(inputs: Stats_Weights_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quante catture pesavano quanto; le linee segnano i record.`)
};

const pt_stats_weights_summary = /** @type {(inputs: Stats_Weights_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantas capturas pesaram quanto; as linhas marcam os recordes.`)
};

const el_stats_weights_summary = /** @type {(inputs: Stats_Weights_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πόσες ψαριές ζύγιζαν πόσο· οι γραμμές δείχνουν τα ρεκόρ.`)
};

const hr_stats_weights_summary = /** @type {(inputs: Stats_Weights_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Koliko je ulova imalo koju težinu; crte označavaju rekorde.`)
};

/**
* | output |
* | --- |
* | "How many catches weighed how much; the lines mark the records." |
*
* @param {Stats_Weights_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_weights_summary = /** @type {((inputs?: Stats_Weights_SummaryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weights_SummaryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_weights_summary(inputs)
	if (locale === "fr") return fr_stats_weights_summary(inputs)
	if (locale === "it") return it_stats_weights_summary(inputs)
	if (locale === "pt") return pt_stats_weights_summary(inputs)
	if (locale === "el") return el_stats_weights_summary(inputs)
	if (locale === "hr") return hr_stats_weights_summary(inputs)
	return en_stats_weights_summary(inputs)
});