import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_EmbeddableInputs */

const en_board_embeddable = /** @type {(inputs: Board_EmbeddableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`embeddable board`)
};

const es_board_embeddable = /** @type {(inputs: Board_EmbeddableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`clasificación para insertar`)
};

const fr_board_embeddable = /** @type {(inputs: Board_EmbeddableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`classement à intégrer`)
};

const it_board_embeddable = /** @type {(inputs: Board_EmbeddableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`classifica da incorporare`)
};

const pt_board_embeddable = /** @type {(inputs: Board_EmbeddableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`classificação para incorporar`)
};

const el_board_embeddable = /** @type {(inputs: Board_EmbeddableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`κατάταξη για ενσωμάτωση`)
};

const hr_board_embeddable = /** @type {(inputs: Board_EmbeddableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ljestvica za ugradnju`)
};

/**
* | output |
* | --- |
* | "embeddable board" |
*
* @param {Board_EmbeddableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_embeddable = /** @type {((inputs?: Board_EmbeddableInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_EmbeddableInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_embeddable(inputs)
	if (locale === "fr") return fr_board_embeddable(inputs)
	if (locale === "it") return it_board_embeddable(inputs)
	if (locale === "pt") return pt_board_embeddable(inputs)
	if (locale === "el") return el_board_embeddable(inputs)
	if (locale === "hr") return hr_board_embeddable(inputs)
	return en_board_embeddable(inputs)
});