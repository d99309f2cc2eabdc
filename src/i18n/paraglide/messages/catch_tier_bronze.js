import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Tier_BronzeInputs */

const en_catch_tier_bronze = /** @type {(inputs: Catch_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

const es_catch_tier_bronze = /** @type {(inputs: Catch_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronce`)
};

const fr_catch_tier_bronze = /** @type {(inputs: Catch_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

const it_catch_tier_bronze = /** @type {(inputs: Catch_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronzo`)
};

const pt_catch_tier_bronze = /** @type {(inputs: Catch_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

const el_catch_tier_bronze = /** @type {(inputs: Catch_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χάλκινο`)
};

const hr_catch_tier_bronze = /** @type {(inputs: Catch_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronca`)
};

/**
* | output |
* | --- |
* | "bronze" |
*
* @param {Catch_Tier_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_tier_bronze = /** @type {((inputs?: Catch_Tier_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Tier_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_tier_bronze(inputs)
	if (locale === "fr") return fr_catch_tier_bronze(inputs)
	if (locale === "it") return it_catch_tier_bronze(inputs)
	if (locale === "pt") return pt_catch_tier_bronze(inputs)
	if (locale === "el") return el_catch_tier_bronze(inputs)
	if (locale === "hr") return hr_catch_tier_bronze(inputs)
	return en_catch_tier_bronze(inputs)
});