import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_BoardsInputs */

const en_home_boards = /** @type {(inputs: Home_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the leaderboards`)
};

const es_home_boards = /** @type {(inputs: Home_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver las clasificaciones`)
};

const fr_home_boards = /** @type {(inputs: Home_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les classements`)
};

const it_home_boards = /** @type {(inputs: Home_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vedi le classifiche`)
};

const pt_home_boards = /** @type {(inputs: Home_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver as classificações`)
};

const el_home_boards = /** @type {(inputs: Home_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δείτε τις κατατάξεις`)
};

const hr_home_boards = /** @type {(inputs: Home_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pogledajte ljestvice`)
};

/**
* | output |
* | --- |
* | "See the leaderboards" |
*
* @param {Home_BoardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const home_boards = /** @type {((inputs?: Home_BoardsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_BoardsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_boards(inputs)
	if (locale === "fr") return fr_home_boards(inputs)
	if (locale === "it") return it_home_boards(inputs)
	if (locale === "pt") return pt_home_boards(inputs)
	if (locale === "el") return el_home_boards(inputs)
	if (locale === "hr") return hr_home_boards(inputs)
	return en_home_boards(inputs)
});