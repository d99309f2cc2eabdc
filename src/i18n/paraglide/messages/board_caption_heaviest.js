import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_Caption_HeaviestInputs */

const en_board_caption_heaviest = /** @type {(inputs: Board_Caption_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each diver’s heaviest fish, with the catch.`)
};

const es_board_caption_heaviest = /** @type {(inputs: Board_Caption_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La pieza más pesada de cada pescador, con su captura.`)
};

const fr_board_caption_heaviest = /** @type {(inputs: Board_Caption_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le plus gros poisson de chaque chasseur, avec sa prise.`)
};

const it_board_caption_heaviest = /** @type {(inputs: Board_Caption_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il pesce più pesante di ogni pescatore, con la sua cattura.`)
};

const pt_board_caption_heaviest = /** @type {(inputs: Board_Caption_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O peixe mais pesado de cada pescador, com a captura.`)
};

const el_board_caption_heaviest = /** @type {(inputs: Board_Caption_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το βαρύτερο ψάρι κάθε ψαροντουφεκά, με την ψαριά του.`)
};

const hr_board_caption_heaviest = /** @type {(inputs: Board_Caption_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najteža riba svakog ribolovca, s ulovom.`)
};

/**
* | output |
* | --- |
* | "Each diver’s heaviest fish, with the catch." |
*
* @param {Board_Caption_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_caption_heaviest = /** @type {((inputs?: Board_Caption_HeaviestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Caption_HeaviestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_caption_heaviest(inputs)
	if (locale === "fr") return fr_board_caption_heaviest(inputs)
	if (locale === "it") return it_board_caption_heaviest(inputs)
	if (locale === "pt") return pt_board_caption_heaviest(inputs)
	if (locale === "el") return el_board_caption_heaviest(inputs)
	if (locale === "hr") return hr_board_caption_heaviest(inputs)
	return en_board_caption_heaviest(inputs)
});