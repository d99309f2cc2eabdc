import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_CompetitionsInputs */

const en_nav_competitions = /** @type {(inputs: Nav_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competitions`)
};

const es_nav_competitions = /** @type {(inputs: Nav_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competiciones`)
};

const fr_nav_competitions = /** @type {(inputs: Nav_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compétitions`)
};

const it_nav_competitions = /** @type {(inputs: Nav_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gare`)
};

const pt_nav_competitions = /** @type {(inputs: Nav_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competições`)
};

const el_nav_competitions = /** @type {(inputs: Nav_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αγώνες`)
};

const hr_nav_competitions = /** @type {(inputs: Nav_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Natjecanja`)
};

/**
* | output |
* | --- |
* | "Competitions" |
*
* @param {Nav_CompetitionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_competitions = /** @type {((inputs?: Nav_CompetitionsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CompetitionsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_competitions(inputs)
	if (locale === "fr") return fr_nav_competitions(inputs)
	if (locale === "it") return it_nav_competitions(inputs)
	if (locale === "pt") return pt_nav_competitions(inputs)
	if (locale === "el") return el_nav_competitions(inputs)
	if (locale === "hr") return hr_nav_competitions(inputs)
	return en_nav_competitions(inputs)
});