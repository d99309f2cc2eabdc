import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Board_Tier_SilverInputs */

const en_board_tier_silver = /** @type {(inputs: Board_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified silver or better`)
};

const es_board_tier_silver = /** @type {(inputs: Board_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificadas en plata o superior`)
};

const fr_board_tier_silver = /** @type {(inputs: Board_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validées argent ou mieux`)
};

const it_board_tier_silver = /** @type {(inputs: Board_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificate argento o superiore`)
};

const pt_board_tier_silver = /** @type {(inputs: Board_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificadas em prata ou superior`)
};

const el_board_tier_silver = /** @type {(inputs: Board_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επαληθευμένες ως ασημένιο ή ανώτερο`)
};

const hr_board_tier_silver = /** @type {(inputs: Board_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provjereni na razini srebra ili bolje`)
};

/**
* | output |
* | --- |
* | "Verified silver or better" |
*
* @param {Board_Tier_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const board_tier_silver = /** @type {((inputs?: Board_Tier_SilverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Tier_SilverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_board_tier_silver(inputs)
	if (locale === "fr") return fr_board_tier_silver(inputs)
	if (locale === "it") return it_board_tier_silver(inputs)
	if (locale === "pt") return pt_board_tier_silver(inputs)
	if (locale === "el") return el_board_tier_silver(inputs)
	if (locale === "hr") return hr_board_tier_silver(inputs)
	return en_board_tier_silver(inputs)
});