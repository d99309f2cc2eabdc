import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Area_LeaderboardsInputs */

const en_people_area_leaderboards = /** @type {(inputs: People_Area_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaderboards, and the embeddable board for the club’s website`)
};

const es_people_area_leaderboards = /** @type {(inputs: People_Area_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificaciones y la clasificación para insertar en la web del club`)
};

const fr_people_area_leaderboards = /** @type {(inputs: People_Area_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classements, et le classement à intégrer au site du club`)
};

const it_people_area_leaderboards = /** @type {(inputs: People_Area_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classifiche, e la classifica da incorporare nel sito del club`)
};

const pt_people_area_leaderboards = /** @type {(inputs: People_Area_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classificações, e a classificação para incorporar no site do clube`)
};

const el_people_area_leaderboards = /** @type {(inputs: People_Area_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατατάξεις, και η κατάταξη για ενσωμάτωση στον ιστότοπο του συλλόγου`)
};

const hr_people_area_leaderboards = /** @type {(inputs: People_Area_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ljestvice i ljestvica za ugradnju na web-stranicu kluba`)
};

/**
* | output |
* | --- |
* | "Leaderboards, and the embeddable board for the club’s website" |
*
* @param {People_Area_LeaderboardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_area_leaderboards = /** @type {((inputs?: People_Area_LeaderboardsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Area_LeaderboardsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_area_leaderboards(inputs)
	if (locale === "fr") return fr_people_area_leaderboards(inputs)
	if (locale === "it") return it_people_area_leaderboards(inputs)
	if (locale === "pt") return pt_people_area_leaderboards(inputs)
	if (locale === "el") return el_people_area_leaderboards(inputs)
	if (locale === "hr") return hr_people_area_leaderboards(inputs)
	return en_people_area_leaderboards(inputs)
});