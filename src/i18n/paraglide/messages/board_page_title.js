import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ board: NonNullable<unknown> }} Board_Page_TitleInputs */

const en_board_page_title = /** @type {(inputs: Board_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leaderboard: ${i?.board}`)
};

const es_board_page_title = /** @type {(inputs: Board_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clasificación: ${i?.board}`)
};

const fr_board_page_title = /** @type {(inputs: Board_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Classement : ${i?.board}`)
};

const it_board_page_title = /** @type {(inputs: Board_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Classifica: ${i?.board}`)
};

const pt_board_page_title = /** @type {(inputs: Board_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Classificação: ${i?.board}`)
};

const el_board_page_title = /** @type {(inputs: Board_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κατάταξη: ${i?.board}`)
};

const hr_board_page_title = /** @type {(inputs: Board_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ljestvica: ${i?.board}`)
};

/**
* | output |
* | --- |
* | "Leaderboard: {board}" |
*
* @param {Board_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_page_title = /** @type {((inputs: Board_Page_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Page_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_page_title(inputs)
	if (locale === "fr") return fr_board_page_title(inputs)
	if (locale === "it") return it_board_page_title(inputs)
	if (locale === "pt") return pt_board_page_title(inputs)
	if (locale === "el") return el_board_page_title(inputs)
	if (locale === "hr") return hr_board_page_title(inputs)
	return en_board_page_title(inputs)
});