import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_Tier_UnverifiedInputs */

const en_board_tier_unverified = /** @type {(inputs: Board_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every catch, verified or not`)
};

const es_board_tier_unverified = /** @type {(inputs: Board_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las capturas, verificadas o no`)
};

const fr_board_tier_unverified = /** @type {(inputs: Board_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les prises, validées ou non`)
};

const it_board_tier_unverified = /** @type {(inputs: Board_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutte le catture, verificate o no`)
};

const pt_board_tier_unverified = /** @type {(inputs: Board_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as capturas, verificadas ou não`)
};

const el_board_tier_unverified = /** @type {(inputs: Board_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλες οι ψαριές, επαληθευμένες ή όχι`)
};

const hr_board_tier_unverified = /** @type {(inputs: Board_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Svi ulovi, provjereni ili ne`)
};

/**
* | output |
* | --- |
* | "Every catch, verified or not" |
*
* @param {Board_Tier_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_tier_unverified = /** @type {((inputs?: Board_Tier_UnverifiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Tier_UnverifiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_tier_unverified(inputs)
	if (locale === "fr") return fr_board_tier_unverified(inputs)
	if (locale === "it") return it_board_tier_unverified(inputs)
	if (locale === "pt") return pt_board_tier_unverified(inputs)
	if (locale === "el") return el_board_tier_unverified(inputs)
	if (locale === "hr") return hr_board_tier_unverified(inputs)
	return en_board_tier_unverified(inputs)
});