import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Standings_So_FarInputs */

const en_competition_standings_so_far = /** @type {(inputs: Competition_Standings_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standings so far`)
};

const es_competition_standings_so_far = /** @type {(inputs: Competition_Standings_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificación provisional`)
};

const fr_competition_standings_so_far = /** @type {(inputs: Competition_Standings_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classement à ce stade`)
};

const it_competition_standings_so_far = /** @type {(inputs: Competition_Standings_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classifica parziale`)
};

const pt_competition_standings_so_far = /** @type {(inputs: Competition_Standings_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classificação até agora`)
};

const el_competition_standings_so_far = /** @type {(inputs: Competition_Standings_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάταξη μέχρι στιγμής`)
};

const hr_competition_standings_so_far = /** @type {(inputs: Competition_Standings_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trenutačni poredak`)
};

/**
* | output |
* | --- |
* | "Standings so far" |
*
* @param {Competition_Standings_So_FarInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_standings_so_far = /** @type {((inputs?: Competition_Standings_So_FarInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Standings_So_FarInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_standings_so_far(inputs)
	if (locale === "fr") return fr_competition_standings_so_far(inputs)
	if (locale === "it") return it_competition_standings_so_far(inputs)
	if (locale === "pt") return pt_competition_standings_so_far(inputs)
	if (locale === "el") return el_competition_standings_so_far(inputs)
	if (locale === "hr") return hr_competition_standings_so_far(inputs)
	return en_competition_standings_so_far(inputs)
});