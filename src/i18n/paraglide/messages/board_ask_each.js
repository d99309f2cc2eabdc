import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Board_Ask_EachInputs */

const en_board_ask_each = /** @type {(inputs: Board_Ask_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: ask for verification on each`)
};

const es_board_ask_each = /** @type {(inputs: Board_Ask_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: pide la verificación de cada una`)
};

const fr_board_ask_each = /** @type {(inputs: Board_Ask_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} : demandez la validation de chacune`)
};

const it_board_ask_each = /** @type {(inputs: Board_Ask_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: chiedi la verifica di ognuna`)
};

const pt_board_ask_each = /** @type {(inputs: Board_Ask_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: peça a verificação de cada uma`)
};

const el_board_ask_each = /** @type {(inputs: Board_Ask_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: ζητήστε επαλήθευση για καθεμία`)
};

const hr_board_ask_each = /** @type {(inputs: Board_Ask_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: zatražite provjeru za svaki`)
};

/**
* | output |
* | --- |
* | "{link}: ask for verification on each" |
*
* @param {Board_Ask_EachInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_ask_each = /** @type {((inputs: Board_Ask_EachInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Ask_EachInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_ask_each(inputs)
	if (locale === "fr") return fr_board_ask_each(inputs)
	if (locale === "it") return it_board_ask_each(inputs)
	if (locale === "pt") return pt_board_ask_each(inputs)
	if (locale === "el") return el_board_ask_each(inputs)
	if (locale === "hr") return hr_board_ask_each(inputs)
	return en_board_ask_each(inputs)
});