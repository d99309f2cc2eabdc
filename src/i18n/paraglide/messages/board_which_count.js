import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_Which_CountInputs */

const en_board_which_count = /** @type {(inputs: Board_Which_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which catches count`)
};

const es_board_which_count = /** @type {(inputs: Board_Which_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué capturas cuentan`)
};

const fr_board_which_count = /** @type {(inputs: Board_Which_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelles prises comptent`)
};

const it_board_which_count = /** @type {(inputs: Board_Which_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quali catture contano`)
};

const pt_board_which_count = /** @type {(inputs: Board_Which_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quais capturas contam`)
};

const el_board_which_count = /** @type {(inputs: Board_Which_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ποιες ψαριές μετράνε`)
};

const hr_board_which_count = /** @type {(inputs: Board_Which_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Koji se ulovi broje`)
};

/**
* | output |
* | --- |
* | "Which catches count" |
*
* @param {Board_Which_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_which_count = /** @type {((inputs?: Board_Which_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Which_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_which_count(inputs)
	if (locale === "fr") return fr_board_which_count(inputs)
	if (locale === "it") return it_board_which_count(inputs)
	if (locale === "pt") return pt_board_which_count(inputs)
	if (locale === "el") return el_board_which_count(inputs)
	if (locale === "hr") return hr_board_which_count(inputs)
	return en_board_which_count(inputs)
});