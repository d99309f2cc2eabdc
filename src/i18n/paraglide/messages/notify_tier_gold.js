import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Tier_GoldInputs */

const en_notify_tier_gold = /** @type {(inputs: Notify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gold`)
};

const es_notify_tier_gold = /** @type {(inputs: Notify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oro`)
};

const fr_notify_tier_gold = /** @type {(inputs: Notify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

const it_notify_tier_gold = /** @type {(inputs: Notify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oro`)
};

const pt_notify_tier_gold = /** @type {(inputs: Notify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ouro`)
};

const el_notify_tier_gold = /** @type {(inputs: Notify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χρυσό`)
};

const hr_notify_tier_gold = /** @type {(inputs: Notify_Tier_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zlato`)
};

/**
* | output |
* | --- |
* | "gold" |
*
* @param {Notify_Tier_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_tier_gold = /** @type {((inputs?: Notify_Tier_GoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Tier_GoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_tier_gold(inputs)
	if (locale === "fr") return fr_notify_tier_gold(inputs)
	if (locale === "it") return it_notify_tier_gold(inputs)
	if (locale === "pt") return pt_notify_tier_gold(inputs)
	if (locale === "el") return el_notify_tier_gold(inputs)
	if (locale === "hr") return hr_notify_tier_gold(inputs)
	return en_notify_tier_gold(inputs)
});