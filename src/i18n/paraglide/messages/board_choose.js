import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_ChooseInputs */

const en_board_choose = /** @type {(inputs: Board_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the board and filters`)
};

const es_board_choose = /** @type {(inputs: Board_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige la clasificación y los filtros`)
};

const fr_board_choose = /** @type {(inputs: Board_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez le classement et les filtres`)
};

const it_board_choose = /** @type {(inputs: Board_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli la classifica e i filtri`)
};

const pt_board_choose = /** @type {(inputs: Board_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha a classificação e os filtros`)
};

const el_board_choose = /** @type {(inputs: Board_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιλέξτε κατάταξη και φίλτρα`)
};

const hr_board_choose = /** @type {(inputs: Board_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odaberite ljestvicu i filtre`)
};

/**
* | output |
* | --- |
* | "Choose the board and filters" |
*
* @param {Board_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_choose = /** @type {((inputs?: Board_ChooseInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_ChooseInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_choose(inputs)
	if (locale === "fr") return fr_board_choose(inputs)
	if (locale === "it") return it_board_choose(inputs)
	if (locale === "pt") return pt_board_choose(inputs)
	if (locale === "el") return el_board_choose(inputs)
	if (locale === "hr") return hr_board_choose(inputs)
	return en_board_choose(inputs)
});