import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Tier_BronzeInputs */

const en_notify_tier_bronze = /** @type {(inputs: Notify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

const es_notify_tier_bronze = /** @type {(inputs: Notify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronce`)
};

const fr_notify_tier_bronze = /** @type {(inputs: Notify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

const it_notify_tier_bronze = /** @type {(inputs: Notify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronzo`)
};

const pt_notify_tier_bronze = /** @type {(inputs: Notify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

const el_notify_tier_bronze = /** @type {(inputs: Notify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χάλκινο`)
};

const hr_notify_tier_bronze = /** @type {(inputs: Notify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronca`)
};

/**
* | output |
* | --- |
* | "bronze" |
*
* @param {Notify_Tier_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_tier_bronze = /** @type {((inputs?: Notify_Tier_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Tier_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_tier_bronze(inputs)
	if (locale === "fr") return fr_notify_tier_bronze(inputs)
	if (locale === "it") return it_notify_tier_bronze(inputs)
	if (locale === "pt") return pt_notify_tier_bronze(inputs)
	if (locale === "el") return el_notify_tier_bronze(inputs)
	if (locale === "hr") return hr_notify_tier_bronze(inputs)
	return en_notify_tier_bronze(inputs)
});