import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Board_For_WebsiteInputs */

const en_board_for_website = /** @type {(inputs: Board_For_WebsiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For your club’s website: ${i?.link}`)
};

const es_board_for_website = /** @type {(inputs: Board_For_WebsiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para la web de tu club: ${i?.link}`)
};

const fr_board_for_website = /** @type {(inputs: Board_For_WebsiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour le site de votre club : ${i?.link}`)
};

const it_board_for_website = /** @type {(inputs: Board_For_WebsiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Per il sito del tuo club: ${i?.link}`)
};

const pt_board_for_website = /** @type {(inputs: Board_For_WebsiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para o site do seu clube: ${i?.link}`)
};

const el_board_for_website = /** @type {(inputs: Board_For_WebsiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Για τον ιστότοπο του συλλόγου σας: ${i?.link}`)
};

const hr_board_for_website = /** @type {(inputs: Board_For_WebsiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Za mrežnu stranicu vašeg kluba: ${i?.link}`)
};

/**
* | output |
* | --- |
* | "For your club’s website: {link}" |
*
* @param {Board_For_WebsiteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_for_website = /** @type {((inputs: Board_For_WebsiteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_For_WebsiteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_for_website(inputs)
	if (locale === "fr") return fr_board_for_website(inputs)
	if (locale === "it") return it_board_for_website(inputs)
	if (locale === "pt") return pt_board_for_website(inputs)
	if (locale === "el") return el_board_for_website(inputs)
	if (locale === "hr") return hr_board_for_website(inputs)
	return en_board_for_website(inputs)
});