import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_Caption_DeepestInputs */

const en_board_caption_deepest = /** @type {(inputs: Board_Caption_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each diver’s deepest catch, with the catch.`)
};

const es_board_caption_deepest = /** @type {(inputs: Board_Caption_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La captura más profunda de cada pescador.`)
};

const fr_board_caption_deepest = /** @type {(inputs: Board_Caption_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La prise la plus profonde de chaque chasseur.`)
};

const it_board_caption_deepest = /** @type {(inputs: Board_Caption_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cattura più profonda di ogni pescatore.`)
};

const pt_board_caption_deepest = /** @type {(inputs: Board_Caption_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A captura mais funda de cada pescador.`)
};

const el_board_caption_deepest = /** @type {(inputs: Board_Caption_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η βαθύτερη ψαριά κάθε ψαροντουφεκά.`)
};

const hr_board_caption_deepest = /** @type {(inputs: Board_Caption_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najdublji ulov svakog ribolovca.`)
};

/**
* | output |
* | --- |
* | "Each diver’s deepest catch, with the catch." |
*
* @param {Board_Caption_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_caption_deepest = /** @type {((inputs?: Board_Caption_DeepestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Caption_DeepestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_caption_deepest(inputs)
	if (locale === "fr") return fr_board_caption_deepest(inputs)
	if (locale === "it") return it_board_caption_deepest(inputs)
	if (locale === "pt") return pt_board_caption_deepest(inputs)
	if (locale === "el") return el_board_caption_deepest(inputs)
	if (locale === "hr") return hr_board_caption_deepest(inputs)
	return en_board_caption_deepest(inputs)
});