import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Tier_GoldInputs */

const en_catch_tier_gold = /** @type {(inputs: Catch_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gold`)
};

const es_catch_tier_gold = /** @type {(inputs: Catch_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oro`)
};

const fr_catch_tier_gold = /** @type {(inputs: Catch_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

const it_catch_tier_gold = /** @type {(inputs: Catch_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oro`)
};

const pt_catch_tier_gold = /** @type {(inputs: Catch_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ouro`)
};

const el_catch_tier_gold = /** @type {(inputs: Catch_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χρυσό`)
};

const hr_catch_tier_gold = /** @type {(inputs: Catch_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zlato`)
};

/**
* | output |
* | --- |
* | "gold" |
*
* @param {Catch_Tier_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_tier_gold = /** @type {((inputs?: Catch_Tier_GoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Tier_GoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_tier_gold(inputs)
	if (locale === "fr") return fr_catch_tier_gold(inputs)
	if (locale === "it") return it_catch_tier_gold(inputs)
	if (locale === "pt") return pt_catch_tier_gold(inputs)
	if (locale === "el") return el_catch_tier_gold(inputs)
	if (locale === "hr") return hr_catch_tier_gold(inputs)
	return en_catch_tier_gold(inputs)
});