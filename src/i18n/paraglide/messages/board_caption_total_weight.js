import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_Caption_Total_WeightInputs */

const en_board_caption_total_weight = /** @type {(inputs: Board_Caption_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All the fish each diver landed, weighed together.`)
};

const es_board_caption_total_weight = /** @type {(inputs: Board_Caption_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo lo que ha sacado cada pescador, pesado junto.`)
};

const fr_board_caption_total_weight = /** @type {(inputs: Board_Caption_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les poissons de chaque chasseur, pesés ensemble.`)
};

const it_board_caption_total_weight = /** @type {(inputs: Board_Caption_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutto il pescato di ogni pescatore, pesato insieme.`)
};

const pt_board_caption_total_weight = /** @type {(inputs: Board_Caption_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo o peixe de cada pescador, pesado junto.`)
};

const el_board_caption_total_weight = /** @type {(inputs: Board_Caption_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλα τα ψάρια κάθε ψαροντουφεκά, ζυγισμένα μαζί.`)
};

const hr_board_caption_total_weight = /** @type {(inputs: Board_Caption_Total_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sva riba svakog ribolovca, izvagana zajedno.`)
};

/**
* | output |
* | --- |
* | "All the fish each diver landed, weighed together." |
*
* @param {Board_Caption_Total_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_caption_total_weight = /** @type {((inputs?: Board_Caption_Total_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Caption_Total_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_caption_total_weight(inputs)
	if (locale === "fr") return fr_board_caption_total_weight(inputs)
	if (locale === "it") return it_board_caption_total_weight(inputs)
	if (locale === "pt") return pt_board_caption_total_weight(inputs)
	if (locale === "el") return el_board_caption_total_weight(inputs)
	if (locale === "hr") return hr_board_caption_total_weight(inputs)
	return en_board_caption_total_weight(inputs)
});