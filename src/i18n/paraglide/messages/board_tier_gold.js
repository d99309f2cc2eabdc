import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_Tier_GoldInputs */

const en_board_tier_gold = /** @type {(inputs: Board_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified gold only`)
};

const es_board_tier_gold = /** @type {(inputs: Board_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo verificadas en oro`)
};

const fr_board_tier_gold = /** @type {(inputs: Board_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validées or uniquement`)
};

const it_board_tier_gold = /** @type {(inputs: Board_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo verificate oro`)
};

const pt_board_tier_gold = /** @type {(inputs: Board_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apenas verificadas em ouro`)
};

const el_board_tier_gold = /** @type {(inputs: Board_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μόνο επαληθευμένες ως χρυσό`)
};

const hr_board_tier_gold = /** @type {(inputs: Board_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Samo provjereni na razini zlata`)
};

/**
* | output |
* | --- |
* | "Verified gold only" |
*
* @param {Board_Tier_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_tier_gold = /** @type {((inputs?: Board_Tier_GoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Tier_GoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_tier_gold(inputs)
	if (locale === "fr") return fr_board_tier_gold(inputs)
	if (locale === "it") return it_board_tier_gold(inputs)
	if (locale === "pt") return pt_board_tier_gold(inputs)
	if (locale === "el") return el_board_tier_gold(inputs)
	if (locale === "hr") return hr_board_tier_gold(inputs)
	return en_board_tier_gold(inputs)
});