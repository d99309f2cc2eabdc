import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ catches: NonNullable<unknown>, divers: NonNullable<unknown>, year: NonNullable<unknown> }} Stats_Club_TotalsInputs */

const en_stats_club_totals = /** @type {(inputs: Stats_Club_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.catches} by ${i?.divers} in ${i?.year}.`)
};

const es_stats_club_totals = /** @type {(inputs: Stats_Club_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.catches} de ${i?.divers} en ${i?.year}.`)
};

const fr_stats_club_totals = /** @type {(inputs: Stats_Club_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.catches} par ${i?.divers} en ${i?.year}.`)
};

const it_stats_club_totals = /** @type {(inputs: Stats_Club_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.catches} di ${i?.divers} nel ${i?.year}.`)
};

const pt_stats_club_totals = /** @type {(inputs: Stats_Club_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.catches} de ${i?.divers} em ${i?.year}.`)
};

const el_stats_club_totals = /** @type {(inputs: Stats_Club_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.catches} από ${i?.divers} το ${i?.year}.`)
};

const hr_stats_club_totals = /** @type {(inputs: Stats_Club_TotalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.catches}, ${i?.divers}, ${i?.year}.`)
};

/**
* | output |
* | --- |
* | "{catches} by {divers} in {year}." |
*
* @param {Stats_Club_TotalsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_club_totals = /** @type {((inputs: Stats_Club_TotalsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Club_TotalsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_club_totals(inputs)
	if (locale === "fr") return fr_stats_club_totals(inputs)
	if (locale === "it") return it_stats_club_totals(inputs)
	if (locale === "pt") return pt_stats_club_totals(inputs)
	if (locale === "el") return el_stats_club_totals(inputs)
	if (locale === "hr") return hr_stats_club_totals(inputs)
	return en_stats_club_totals(inputs)
});