import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_No_CatchesInputs */

const en_board_no_catches = /** @type {(inputs: Board_No_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No catches on this board yet.`)
};

const es_board_no_catches = /** @type {(inputs: Board_No_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay capturas en esta clasificación.`)
};

const fr_board_no_catches = /** @type {(inputs: Board_No_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune prise dans ce classement pour l’instant.`)
};

const it_board_no_catches = /** @type {(inputs: Board_No_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessuna cattura in questa classifica.`)
};

const pt_board_no_catches = /** @type {(inputs: Board_No_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há capturas nesta classificação.`)
};

const el_board_no_catches = /** @type {(inputs: Board_No_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία ψαριά σε αυτή την κατάταξη ακόμη.`)
};

const hr_board_no_catches = /** @type {(inputs: Board_No_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na ovoj ljestvici još nema ulova.`)
};

/**
* | output |
* | --- |
* | "No catches on this board yet." |
*
* @param {Board_No_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_no_catches = /** @type {((inputs?: Board_No_CatchesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_No_CatchesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_no_catches(inputs)
	if (locale === "fr") return fr_board_no_catches(inputs)
	if (locale === "it") return it_board_no_catches(inputs)
	if (locale === "pt") return pt_board_no_catches(inputs)
	if (locale === "el") return el_board_no_catches(inputs)
	if (locale === "hr") return hr_board_no_catches(inputs)
	return en_board_no_catches(inputs)
});