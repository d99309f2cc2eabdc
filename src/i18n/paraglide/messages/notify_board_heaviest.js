import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Board_HeaviestInputs */

const en_notify_board_heaviest = /** @type {(inputs: Notify_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`heaviest fish`)
};

const es_notify_board_heaviest = /** @type {(inputs: Notify_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pieza más pesada`)
};

const fr_notify_board_heaviest = /** @type {(inputs: Notify_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`poisson le plus lourd`)
};

const it_notify_board_heaviest = /** @type {(inputs: Notify_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pesce più pesante`)
};

const pt_notify_board_heaviest = /** @type {(inputs: Notify_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`peixe mais pesado`)
};

const el_notify_board_heaviest = /** @type {(inputs: Notify_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`βαρύτερο ψάρι`)
};

const hr_notify_board_heaviest = /** @type {(inputs: Notify_Board_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`najteža riba`)
};

/**
* | output |
* | --- |
* | "heaviest fish" |
*
* @param {Notify_Board_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_board_heaviest = /** @type {((inputs?: Notify_Board_HeaviestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Board_HeaviestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_board_heaviest(inputs)
	if (locale === "fr") return fr_notify_board_heaviest(inputs)
	if (locale === "it") return it_notify_board_heaviest(inputs)
	if (locale === "pt") return pt_notify_board_heaviest(inputs)
	if (locale === "el") return el_notify_board_heaviest(inputs)
	if (locale === "hr") return hr_notify_board_heaviest(inputs)
	return en_notify_board_heaviest(inputs)
});