import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_LeaderboardsInputs */

const en_nav_leaderboards = /** @type {(inputs: Nav_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaderboards`)
};

const es_nav_leaderboards = /** @type {(inputs: Nav_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificaciones`)
};

const fr_nav_leaderboards = /** @type {(inputs: Nav_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classements`)
};

const it_nav_leaderboards = /** @type {(inputs: Nav_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classifiche`)
};

const pt_nav_leaderboards = /** @type {(inputs: Nav_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classificações`)
};

const el_nav_leaderboards = /** @type {(inputs: Nav_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατατάξεις`)
};

const hr_nav_leaderboards = /** @type {(inputs: Nav_LeaderboardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ljestvice`)
};

/**
* | output |
* | --- |
* | "Leaderboards" |
*
* @param {Nav_LeaderboardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_leaderboards = /** @type {((inputs?: Nav_LeaderboardsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_LeaderboardsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_leaderboards(inputs)
	if (locale === "fr") return fr_nav_leaderboards(inputs)
	if (locale === "it") return it_nav_leaderboards(inputs)
	if (locale === "pt") return pt_nav_leaderboards(inputs)
	if (locale === "el") return el_nav_leaderboards(inputs)
	if (locale === "hr") return hr_nav_leaderboards(inputs)
	return en_nav_leaderboards(inputs)
});