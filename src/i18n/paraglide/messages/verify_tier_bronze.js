import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Tier_BronzeInputs */

const en_verify_tier_bronze = /** @type {(inputs: Verify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

const es_verify_tier_bronze = /** @type {(inputs: Verify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronce`)
};

const fr_verify_tier_bronze = /** @type {(inputs: Verify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

const it_verify_tier_bronze = /** @type {(inputs: Verify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronzo`)
};

const pt_verify_tier_bronze = /** @type {(inputs: Verify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze`)
};

const el_verify_tier_bronze = /** @type {(inputs: Verify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`χάλκινο`)
};

const hr_verify_tier_bronze = /** @type {(inputs: Verify_Tier_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronca`)
};

/**
* | output |
* | --- |
* | "bronze" |
*
* @param {Verify_Tier_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_tier_bronze = /** @type {((inputs?: Verify_Tier_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Tier_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_tier_bronze(inputs)
	if (locale === "fr") return fr_verify_tier_bronze(inputs)
	if (locale === "it") return it_verify_tier_bronze(inputs)
	if (locale === "pt") return pt_verify_tier_bronze(inputs)
	if (locale === "el") return el_verify_tier_bronze(inputs)
	if (locale === "hr") return hr_verify_tier_bronze(inputs)
	return en_verify_tier_bronze(inputs)
});