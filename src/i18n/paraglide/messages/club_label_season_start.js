import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Club_Label_Season_StartInputs */

const en_club_label_season_start = /** @type {(inputs: Club_Label_Season_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seasons start on (MM-DD)`)
};

const es_club_label_season_start = /** @type {(inputs: Club_Label_Season_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La temporada empieza el (MM-DD)`)
};

const fr_club_label_season_start = /** @type {(inputs: Club_Label_Season_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Début de saison le (MM-JJ)`)
};

const it_club_label_season_start = /** @type {(inputs: Club_Label_Season_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La stagione inizia il (MM-GG)`)
};

const pt_club_label_season_start = /** @type {(inputs: Club_Label_Season_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A época começa a (MM-DD)`)
};

const el_club_label_season_start = /** @type {(inputs: Club_Label_Season_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σεζόν αρχίζει στις (ΜΜ-ΗΗ)`)
};

const hr_club_label_season_start = /** @type {(inputs: Club_Label_Season_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sezona počinje (MM-DD)`)
};

/**
* | output |
* | --- |
* | "Seasons start on (MM-DD)" |
*
* @param {Club_Label_Season_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const club_label_season_start = /** @type {((inputs?: Club_Label_Season_StartInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Label_Season_StartInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_club_label_season_start(inputs)
	if (locale === "fr") return fr_club_label_season_start(inputs)
	if (locale === "it") return it_club_label_season_start(inputs)
	if (locale === "pt") return pt_club_label_season_start(inputs)
	if (locale === "el") return el_club_label_season_start(inputs)
	if (locale === "hr") return hr_club_label_season_start(inputs)
	return en_club_label_season_start(inputs)
});