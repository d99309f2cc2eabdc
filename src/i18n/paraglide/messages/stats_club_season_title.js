import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Stats_Club_Season_TitleInputs */

const en_stats_club_season_title = /** @type {(inputs: Stats_Club_Season_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The club’s ${i?.year} season`)
};

const es_stats_club_season_title = /** @type {(inputs: Stats_Club_Season_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La temporada ${i?.year} del club`)
};

const fr_stats_club_season_title = /** @type {(inputs: Stats_Club_Season_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La saison ${i?.year} du club`)
};

const it_stats_club_season_title = /** @type {(inputs: Stats_Club_Season_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La stagione ${i?.year} del club`)
};

const pt_stats_club_season_title = /** @type {(inputs: Stats_Club_Season_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A temporada ${i?.year} do clube`)
};

const el_stats_club_season_title = /** @type {(inputs: Stats_Club_Season_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η σεζόν ${i?.year} του συλλόγου`)
};

const hr_stats_club_season_title = /** @type {(inputs: Stats_Club_Season_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sezona ${i?.year}. u klubu`)
};

/**
* | output |
* | --- |
* | "The club’s {year} season" |
*
* @param {Stats_Club_Season_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_club_season_title = /** @type {((inputs: Stats_Club_Season_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Club_Season_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_club_season_title(inputs)
	if (locale === "fr") return fr_stats_club_season_title(inputs)
	if (locale === "it") return it_stats_club_season_title(inputs)
	if (locale === "pt") return pt_stats_club_season_title(inputs)
	if (locale === "el") return el_stats_club_season_title(inputs)
	if (locale === "hr") return hr_stats_club_season_title(inputs)
	return en_stats_club_season_title(inputs)
});