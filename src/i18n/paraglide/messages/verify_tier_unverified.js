import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Tier_UnverifiedInputs */

const en_verify_tier_unverified = /** @type {(inputs: Verify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unverified`)
};

const es_verify_tier_unverified = /** @type {(inputs: Verify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin verificar`)
};

const fr_verify_tier_unverified = /** @type {(inputs: Verify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non validée`)
};

const it_verify_tier_unverified = /** @type {(inputs: Verify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non verificata`)
};

const pt_verify_tier_unverified = /** @type {(inputs: Verify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sem verificação`)
};

const el_verify_tier_unverified = /** @type {(inputs: Verify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χωρίς επαλήθευση`)
};

const hr_verify_tier_unverified = /** @type {(inputs: Verify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`neprovjeren`)
};

/**
* | output |
* | --- |
* | "unverified" |
*
* @param {Verify_Tier_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_tier_unverified = /** @type {((inputs?: Verify_Tier_UnverifiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Tier_UnverifiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_tier_unverified(inputs)
	if (locale === "fr") return fr_verify_tier_unverified(inputs)
	if (locale === "it") return it_verify_tier_unverified(inputs)
	if (locale === "pt") return pt_verify_tier_unverified(inputs)
	if (locale === "el") return el_verify_tier_unverified(inputs)
	if (locale === "hr") return hr_verify_tier_unverified(inputs)
	return en_verify_tier_unverified(inputs)
});