import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown>, count: NonNullable<unknown> }} Stats_Most_Catches_InInputs */

const en_stats_most_catches_in = /** @type {(inputs: Stats_Most_Catches_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Most catches in ${i?.month}: ${i?.count}.`)
};

const es_stats_most_catches_in = /** @type {(inputs: Stats_Most_Catches_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Más capturas en ${i?.month}: ${i?.count}.`)
};

const fr_stats_most_catches_in = /** @type {(inputs: Stats_Most_Catches_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le plus de prises en ${i?.month} : ${i?.count}.`)
};

const it_stats_most_catches_in = /** @type {(inputs: Stats_Most_Catches_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Più catture a ${i?.month}: ${i?.count}.`)
};

const pt_stats_most_catches_in = /** @type {(inputs: Stats_Most_Catches_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mais capturas em ${i?.month}: ${i?.count}.`)
};

const el_stats_most_catches_in = /** @type {(inputs: Stats_Most_Catches_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Περισσότερες ψαριές τον μήνα ${i?.month}: ${i?.count}.`)
};

const hr_stats_most_catches_in = /** @type {(inputs: Stats_Most_Catches_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Najviše ulova u razdoblju ${i?.month}: ${i?.count}.`)
};

/**
* | output |
* | --- |
* | "Most catches in {month}: {count}." |
*
* @param {Stats_Most_Catches_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_most_catches_in = /** @type {((inputs: Stats_Most_Catches_InInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Most_Catches_InInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_most_catches_in(inputs)
	if (locale === "fr") return fr_stats_most_catches_in(inputs)
	if (locale === "it") return it_stats_most_catches_in(inputs)
	if (locale === "pt") return pt_stats_most_catches_in(inputs)
	if (locale === "el") return el_stats_most_catches_in(inputs)
	if (locale === "hr") return hr_stats_most_catches_in(inputs)
	return en_stats_most_catches_in(inputs)
});