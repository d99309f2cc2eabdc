import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_Tier_BronzeInputs */

const en_board_tier_bronze = /** @type {(inputs: Board_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified bronze or better`)
};

const es_board_tier_bronze = /** @type {(inputs: Board_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificadas en bronce o superior`)
};

const fr_board_tier_bronze = /** @type {(inputs: Board_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validées bronze ou mieux`)
};

const it_board_tier_bronze = /** @type {(inputs: Board_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificate bronzo o superiore`)
};

const pt_board_tier_bronze = /** @type {(inputs: Board_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificadas em bronze ou superior`)
};

const el_board_tier_bronze = /** @type {(inputs: Board_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επαληθευμένες ως χάλκινο ή ανώτερο`)
};

const hr_board_tier_bronze = /** @type {(inputs: Board_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provjereni na razini bronce ili bolje`)
};

/**
* | output |
* | --- |
* | "Verified bronze or better" |
*
* @param {Board_Tier_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_tier_bronze = /** @type {((inputs?: Board_Tier_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Tier_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_tier_bronze(inputs)
	if (locale === "fr") return fr_board_tier_bronze(inputs)
	if (locale === "it") return it_board_tier_bronze(inputs)
	if (locale === "pt") return pt_board_tier_bronze(inputs)
	if (locale === "el") return el_board_tier_bronze(inputs)
	if (locale === "hr") return hr_board_tier_bronze(inputs)
	return en_board_tier_bronze(inputs)
});