import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Tier_UnverifiedInputs */

const en_catch_tier_unverified = /** @type {(inputs: Catch_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unverified`)
};

const es_catch_tier_unverified = /** @type {(inputs: Catch_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin verificar`)
};

const fr_catch_tier_unverified = /** @type {(inputs: Catch_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non validée`)
};

const it_catch_tier_unverified = /** @type {(inputs: Catch_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non verificata`)
};

const pt_catch_tier_unverified = /** @type {(inputs: Catch_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não verificada`)
};

const el_catch_tier_unverified = /** @type {(inputs: Catch_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χωρίς επαλήθευση`)
};

const hr_catch_tier_unverified = /** @type {(inputs: Catch_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`neprovjeren`)
};

/**
* | output |
* | --- |
* | "unverified" |
*
* @param {Catch_Tier_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_tier_unverified = /** @type {((inputs?: Catch_Tier_UnverifiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Tier_UnverifiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_tier_unverified(inputs)
	if (locale === "fr") return fr_catch_tier_unverified(inputs)
	if (locale === "it") return it_catch_tier_unverified(inputs)
	if (locale === "pt") return pt_catch_tier_unverified(inputs)
	if (locale === "el") return el_catch_tier_unverified(inputs)
	if (locale === "hr") return hr_catch_tier_unverified(inputs)
	return en_catch_tier_unverified(inputs)
});