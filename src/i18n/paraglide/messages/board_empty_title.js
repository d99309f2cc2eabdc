import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_Empty_TitleInputs */

const en_board_empty_title = /** @type {(inputs: Board_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No catch counts here yet.`)
};

const es_board_empty_title = /** @type {(inputs: Board_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí aún no cuenta ninguna captura.`)
};

const fr_board_empty_title = /** @type {(inputs: Board_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune prise ne compte encore ici.`)
};

const it_board_empty_title = /** @type {(inputs: Board_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui non conta ancora nessuna cattura.`)
};

const pt_board_empty_title = /** @type {(inputs: Board_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não conta nenhuma captura aqui.`)
};

const el_board_empty_title = /** @type {(inputs: Board_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία ψαριά δεν μετράει εδώ ακόμη.`)
};

const hr_board_empty_title = /** @type {(inputs: Board_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ovdje se još ne broji nijedan ulov.`)
};

/**
* | output |
* | --- |
* | "No catch counts here yet." |
*
* @param {Board_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_empty_title = /** @type {((inputs?: Board_Empty_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Empty_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_empty_title(inputs)
	if (locale === "fr") return fr_board_empty_title(inputs)
	if (locale === "it") return it_board_empty_title(inputs)
	if (locale === "pt") return pt_board_empty_title(inputs)
	if (locale === "el") return el_board_empty_title(inputs)
	if (locale === "hr") return hr_board_empty_title(inputs)
	return en_board_empty_title(inputs)
});