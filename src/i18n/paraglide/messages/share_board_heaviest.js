import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Board_HeaviestInputs */

const en_share_board_heaviest = /** @type {(inputs: Share_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heaviest fish`)
};

const es_share_board_heaviest = /** @type {(inputs: Share_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pez más pesado`)
};

const fr_share_board_heaviest = /** @type {(inputs: Share_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poisson le plus lourd`)
};

const it_share_board_heaviest = /** @type {(inputs: Share_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesce più pesante`)
};

const pt_share_board_heaviest = /** @type {(inputs: Share_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peixe mais pesado`)
};

const el_share_board_heaviest = /** @type {(inputs: Share_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βαρύτερο ψάρι`)
};

const hr_share_board_heaviest = /** @type {(inputs: Share_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najteža riba`)
};

/**
* | output |
* | --- |
* | "Heaviest fish" |
*
* @param {Share_Board_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_board_heaviest = /** @type {((inputs?: Share_Board_HeaviestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_HeaviestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_board_heaviest(inputs)
	if (locale === "fr") return fr_share_board_heaviest(inputs)
	if (locale === "it") return it_share_board_heaviest(inputs)
	if (locale === "pt") return pt_share_board_heaviest(inputs)
	if (locale === "el") return el_share_board_heaviest(inputs)
	if (locale === "hr") return hr_share_board_heaviest(inputs)
	return en_share_board_heaviest(inputs)
});