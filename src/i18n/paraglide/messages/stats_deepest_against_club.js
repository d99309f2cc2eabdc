import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stats_Deepest_Against_ClubInputs */

const en_stats_deepest_against_club = /** @type {(inputs: Stats_Deepest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deepest against the club’s record`)
};

const es_stats_deepest_against_club = /** @type {(inputs: Stats_Deepest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu captura más profunda frente al récord del club`)
};

const fr_stats_deepest_against_club = /** @type {(inputs: Stats_Deepest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre prise la plus profonde face au record du club`)
};

const it_stats_deepest_against_club = /** @type {(inputs: Stats_Deepest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua cattura più profonda contro il record del club`)
};

const pt_stats_deepest_against_club = /** @type {(inputs: Stats_Deepest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua captura mais funda diante do recorde do clube`)
};

const el_stats_deepest_against_club = /** @type {(inputs: Stats_Deepest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η βαθύτερή σας ψαριά απέναντι στο ρεκόρ του συλλόγου`)
};

const hr_stats_deepest_against_club = /** @type {(inputs: Stats_Deepest_Against_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš najdublji ulov prema klupskom rekordu`)
};

/**
* | output |
* | --- |
* | "Deepest against the club’s record" |
*
* @param {Stats_Deepest_Against_ClubInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_deepest_against_club = /** @type {((inputs?: Stats_Deepest_Against_ClubInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Deepest_Against_ClubInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_deepest_against_club(inputs)
	if (locale === "fr") return fr_stats_deepest_against_club(inputs)
	if (locale === "it") return it_stats_deepest_against_club(inputs)
	if (locale === "pt") return pt_stats_deepest_against_club(inputs)
	if (locale === "el") return el_stats_deepest_against_club(inputs)
	if (locale === "hr") return hr_stats_deepest_against_club(inputs)
	return en_stats_deepest_against_club(inputs)
});