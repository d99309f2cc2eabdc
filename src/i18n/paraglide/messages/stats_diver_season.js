import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ diver: NonNullable<unknown> }} Stats_Diver_SeasonInputs */

const en_stats_diver_season = /** @type {(inputs: Stats_Diver_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.diver}’s season`)
};

const es_stats_diver_season = /** @type {(inputs: Stats_Diver_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La temporada de ${i?.diver}`)
};

const fr_stats_diver_season = /** @type {(inputs: Stats_Diver_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La saison de ${i?.diver}`)
};

const it_stats_diver_season = /** @type {(inputs: Stats_Diver_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La stagione di ${i?.diver}`)
};

const pt_stats_diver_season = /** @type {(inputs: Stats_Diver_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A temporada de ${i?.diver}`)
};

const el_stats_diver_season = /** @type {(inputs: Stats_Diver_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Σεζόν: ${i?.diver}`)
};

const hr_stats_diver_season = /** @type {(inputs: Stats_Diver_SeasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sezona: ${i?.diver}`)
};

/**
* | output |
* | --- |
* | "{diver}’s season" |
*
* @param {Stats_Diver_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_diver_season = /** @type {((inputs: Stats_Diver_SeasonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Diver_SeasonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_diver_season(inputs)
	if (locale === "fr") return fr_stats_diver_season(inputs)
	if (locale === "it") return it_stats_diver_season(inputs)
	if (locale === "pt") return pt_stats_diver_season(inputs)
	if (locale === "el") return el_stats_diver_season(inputs)
	if (locale === "hr") return hr_stats_diver_season(inputs)
	return en_stats_diver_season(inputs)
});