import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Tier_SilverInputs */

const en_verify_tier_silver = /** @type {(inputs: Verify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`silver`)
};

const es_verify_tier_silver = /** @type {(inputs: Verify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`plata`)
};

const fr_verify_tier_silver = /** @type {(inputs: Verify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`argent`)
};

const it_verify_tier_silver = /** @type {(inputs: Verify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`argento`)
};

const pt_verify_tier_silver = /** @type {(inputs: Verify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prata`)
};

const el_verify_tier_silver = /** @type {(inputs: Verify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ασημένιο`)
};

const hr_verify_tier_silver = /** @type {(inputs: Verify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`srebro`)
};

/**
* | output |
* | --- |
* | "silver" |
*
* @param {Verify_Tier_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_tier_silver = /** @type {((inputs?: Verify_Tier_SilverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Tier_SilverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_tier_silver(inputs)
	if (locale === "fr") return fr_verify_tier_silver(inputs)
	if (locale === "it") return it_verify_tier_silver(inputs)
	if (locale === "pt") return pt_verify_tier_silver(inputs)
	if (locale === "el") return el_verify_tier_silver(inputs)
	if (locale === "hr") return hr_verify_tier_silver(inputs)
	return en_verify_tier_silver(inputs)
});