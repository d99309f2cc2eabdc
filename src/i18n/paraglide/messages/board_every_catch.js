import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_Every_CatchInputs */

const en_board_every_catch = /** @type {(inputs: Board_Every_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See every catch, verified or not`)
};

const es_board_every_catch = /** @type {(inputs: Board_Every_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todas las capturas, verificadas o no`)
};

const fr_board_every_catch = /** @type {(inputs: Board_Every_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir toutes les prises, validées ou non`)
};

const it_board_every_catch = /** @type {(inputs: Board_Every_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vedi tutte le catture, verificate o no`)
};

const pt_board_every_catch = /** @type {(inputs: Board_Every_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todas as capturas, verificadas ou não`)
};

const el_board_every_catch = /** @type {(inputs: Board_Every_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δείτε όλες τις ψαριές, επαληθευμένες ή όχι`)
};

const hr_board_every_catch = /** @type {(inputs: Board_Every_CatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pogledajte sve ulove, provjerene ili ne`)
};

/**
* | output |
* | --- |
* | "See every catch, verified or not" |
*
* @param {Board_Every_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_every_catch = /** @type {((inputs?: Board_Every_CatchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Every_CatchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_every_catch(inputs)
	if (locale === "fr") return fr_board_every_catch(inputs)
	if (locale === "it") return it_board_every_catch(inputs)
	if (locale === "pt") return pt_board_every_catch(inputs)
	if (locale === "el") return el_board_every_catch(inputs)
	if (locale === "hr") return hr_board_every_catch(inputs)
	return en_board_every_catch(inputs)
});