import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown>, count: NonNullable<unknown> }} Stats_Most_Divers_InInputs */

const en_stats_most_divers_in = /** @type {(inputs: Stats_Most_Divers_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Most active divers in ${i?.month}: ${i?.count}.`)
};

const es_stats_most_divers_in = /** @type {(inputs: Stats_Most_Divers_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Más pescadores activos en ${i?.month}: ${i?.count}.`)
};

const fr_stats_most_divers_in = /** @type {(inputs: Stats_Most_Divers_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le plus de chasseurs actifs en ${i?.month} : ${i?.count}.`)
};

const it_stats_most_divers_in = /** @type {(inputs: Stats_Most_Divers_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Più pescatori attivi a ${i?.month}: ${i?.count}.`)
};

const pt_stats_most_divers_in = /** @type {(inputs: Stats_Most_Divers_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mais pescadores ativos em ${i?.month}: ${i?.count}.`)
};

const el_stats_most_divers_in = /** @type {(inputs: Stats_Most_Divers_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Περισσότεροι ενεργοί ψαροντουφεκάδες τον μήνα ${i?.month}: ${i?.count}.`)
};

const hr_stats_most_divers_in = /** @type {(inputs: Stats_Most_Divers_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Najviše aktivnih ribolovaca u razdoblju ${i?.month}: ${i?.count}.`)
};

/**
* | output |
* | --- |
* | "Most active divers in {month}: {count}." |
*
* @param {Stats_Most_Divers_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_most_divers_in = /** @type {((inputs: Stats_Most_Divers_InInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Most_Divers_InInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_most_divers_in(inputs)
	if (locale === "fr") return fr_stats_most_divers_in(inputs)
	if (locale === "it") return it_stats_most_divers_in(inputs)
	if (locale === "pt") return pt_stats_most_divers_in(inputs)
	if (locale === "el") return el_stats_most_divers_in(inputs)
	if (locale === "hr") return hr_stats_most_divers_in(inputs)
	return en_stats_most_divers_in(inputs)
});