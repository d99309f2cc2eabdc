import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Board_EmptyInputs */

const en_share_board_empty = /** @type {(inputs: Share_Board_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No catches on this board yet.`)
};

const es_share_board_empty = /** @type {(inputs: Share_Board_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay capturas en esta clasificación.`)
};

const fr_share_board_empty = /** @type {(inputs: Share_Board_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de prise dans ce classement.`)
};

const it_share_board_empty = /** @type {(inputs: Share_Board_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessuna cattura in questa classifica.`)
};

const pt_share_board_empty = /** @type {(inputs: Share_Board_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há capturas nesta classificação.`)
};

const el_share_board_empty = /** @type {(inputs: Share_Board_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχουν ακόμη ψάρια σε αυτή την κατάταξη.`)
};

const hr_share_board_empty = /** @type {(inputs: Share_Board_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na ovoj ljestvici još nema ulova.`)
};

/**
* | output |
* | --- |
* | "No catches on this board yet." |
*
* @param {Share_Board_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_board_empty = /** @type {((inputs?: Share_Board_EmptyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Board_EmptyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_board_empty(inputs)
	if (locale === "fr") return fr_share_board_empty(inputs)
	if (locale === "it") return it_share_board_empty(inputs)
	if (locale === "pt") return pt_share_board_empty(inputs)
	if (locale === "el") return el_share_board_empty(inputs)
	if (locale === "hr") return hr_share_board_empty(inputs)
	return en_share_board_empty(inputs)
});