import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Tier_GoldInputs */

const en_verify_tier_gold = /** @type {(inputs: Verify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gold`)
};

const es_verify_tier_gold = /** @type {(inputs: Verify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oro`)
};

const fr_verify_tier_gold = /** @type {(inputs: Verify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

const it_verify_tier_gold = /** @type {(inputs: Verify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oro`)
};

const pt_verify_tier_gold = /** @type {(inputs: Verify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ouro`)
};

const el_verify_tier_gold = /** @type {(inputs: Verify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χρυσό`)
};

const hr_verify_tier_gold = /** @type {(inputs: Verify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zlato`)
};

/**
* | output |
* | --- |
* | "gold" |
*
* @param {Verify_Tier_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_tier_gold = /** @type {((inputs?: Verify_Tier_GoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Tier_GoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_tier_gold(inputs)
	if (locale === "fr") return fr_verify_tier_gold(inputs)
	if (locale === "it") return it_verify_tier_gold(inputs)
	if (locale === "pt") return pt_verify_tier_gold(inputs)
	if (locale === "el") return el_verify_tier_gold(inputs)
	if (locale === "hr") return hr_verify_tier_gold(inputs)
	return en_verify_tier_gold(inputs)
});