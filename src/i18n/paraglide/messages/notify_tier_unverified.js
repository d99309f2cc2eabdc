import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Tier_UnverifiedInputs */

const en_notify_tier_unverified = /** @type {(inputs: Notify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unverified`)
};

const es_notify_tier_unverified = /** @type {(inputs: Notify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin verificar`)
};

const fr_notify_tier_unverified = /** @type {(inputs: Notify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non validé`)
};

const it_notify_tier_unverified = /** @type {(inputs: Notify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non verificato`)
};

const pt_notify_tier_unverified = /** @type {(inputs: Notify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sem verificação`)
};

const el_notify_tier_unverified = /** @type {(inputs: Notify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χωρίς επαλήθευση`)
};

const hr_notify_tier_unverified = /** @type {(inputs: Notify_Tier_UnverifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`neprovjeren`)
};

/**
* | output |
* | --- |
* | "unverified" |
*
* @param {Notify_Tier_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_tier_unverified = /** @type {((inputs?: Notify_Tier_UnverifiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Tier_UnverifiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_tier_unverified(inputs)
	if (locale === "fr") return fr_notify_tier_unverified(inputs)
	if (locale === "it") return it_notify_tier_unverified(inputs)
	if (locale === "pt") return pt_notify_tier_unverified(inputs)
	if (locale === "el") return el_notify_tier_unverified(inputs)
	if (locale === "hr") return hr_notify_tier_unverified(inputs)
	return en_notify_tier_unverified(inputs)
});