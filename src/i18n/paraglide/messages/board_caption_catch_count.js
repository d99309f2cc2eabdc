import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_Caption_Catch_CountInputs */

const en_board_caption_catch_count = /** @type {(inputs: Board_Caption_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How many fish each diver landed.`)
};

const es_board_caption_catch_count = /** @type {(inputs: Board_Caption_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuántas piezas ha sacado cada pescador.`)
};

const fr_board_caption_catch_count = /** @type {(inputs: Board_Caption_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Combien de poissons chaque chasseur a pris.`)
};

const it_board_caption_catch_count = /** @type {(inputs: Board_Caption_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quanti pesci ha preso ogni pescatore.`)
};

const pt_board_caption_catch_count = /** @type {(inputs: Board_Caption_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantos peixes cada pescador capturou.`)
};

const el_board_caption_catch_count = /** @type {(inputs: Board_Caption_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πόσα ψάρια έβγαλε κάθε ψαροντουφεκάς.`)
};

const hr_board_caption_catch_count = /** @type {(inputs: Board_Caption_Catch_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Koliko je riba ulovio svaki ribolovac.`)
};

/**
* | output |
* | --- |
* | "How many fish each diver landed." |
*
* @param {Board_Caption_Catch_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_caption_catch_count = /** @type {((inputs?: Board_Caption_Catch_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Caption_Catch_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_caption_catch_count(inputs)
	if (locale === "fr") return fr_board_caption_catch_count(inputs)
	if (locale === "it") return it_board_caption_catch_count(inputs)
	if (locale === "pt") return pt_board_caption_catch_count(inputs)
	if (locale === "el") return el_board_caption_catch_count(inputs)
	if (locale === "hr") return hr_board_caption_catch_count(inputs)
	return en_board_caption_catch_count(inputs)
});