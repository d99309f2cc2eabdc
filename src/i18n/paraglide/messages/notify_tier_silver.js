import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Tier_SilverInputs */

const en_notify_tier_silver = /** @type {(inputs: Notify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`silver`)
};

const es_notify_tier_silver = /** @type {(inputs: Notify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`plata`)
};

const fr_notify_tier_silver = /** @type {(inputs: Notify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`argent`)
};

const it_notify_tier_silver = /** @type {(inputs: Notify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`argento`)
};

const pt_notify_tier_silver = /** @type {(inputs: Notify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prata`)
};

const el_notify_tier_silver = /** @type {(inputs: Notify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ασημένιο`)
};

const hr_notify_tier_silver = /** @type {(inputs: Notify_Tier_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`srebro`)
};

/**
* | output |
* | --- |
* | "silver" |
*
* @param {Notify_Tier_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_tier_silver = /** @type {((inputs?: Notify_Tier_SilverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Tier_SilverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_tier_silver(inputs)
	if (locale === "fr") return fr_notify_tier_silver(inputs)
	if (locale === "it") return it_notify_tier_silver(inputs)
	if (locale === "pt") return pt_notify_tier_silver(inputs)
	if (locale === "el") return el_notify_tier_silver(inputs)
	if (locale === "hr") return hr_notify_tier_silver(inputs)
	return en_notify_tier_silver(inputs)
});