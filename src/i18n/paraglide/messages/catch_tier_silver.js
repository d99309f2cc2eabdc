import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Tier_SilverInputs */

const en_catch_tier_silver = /** @type {(inputs: Catch_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`silver`)
};

const es_catch_tier_silver = /** @type {(inputs: Catch_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`plata`)
};

const fr_catch_tier_silver = /** @type {(inputs: Catch_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`argent`)
};

const it_catch_tier_silver = /** @type {(inputs: Catch_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`argento`)
};

const pt_catch_tier_silver = /** @type {(inputs: Catch_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prata`)
};

const el_catch_tier_silver = /** @type {(inputs: Catch_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ασημένιο`)
};

const hr_catch_tier_silver = /** @type {(inputs: Catch_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`srebro`)
};

/**
* | output |
* | --- |
* | "silver" |
*
* @param {Catch_Tier_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_tier_silver = /** @type {((inputs?: Catch_Tier_SilverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Tier_SilverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_tier_silver(inputs)
	if (locale === "fr") return fr_catch_tier_silver(inputs)
	if (locale === "it") return it_catch_tier_silver(inputs)
	if (locale === "pt") return pt_catch_tier_silver(inputs)
	if (locale === "el") return el_catch_tier_silver(inputs)
	if (locale === "hr") return hr_catch_tier_silver(inputs)
	return en_catch_tier_silver(inputs)
});