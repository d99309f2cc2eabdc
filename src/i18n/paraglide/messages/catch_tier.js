import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_TierInputs */

const en_catch_tier = /** @type {(inputs: Catch_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tier`)
};

const es_catch_tier = /** @type {(inputs: Catch_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel`)
};

const fr_catch_tier = /** @type {(inputs: Catch_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveau`)
};

const it_catch_tier = /** @type {(inputs: Catch_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livello`)
};

const pt_catch_tier = /** @type {(inputs: Catch_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nível`)
};

const el_catch_tier = /** @type {(inputs: Catch_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επίπεδο`)
};

const hr_catch_tier = /** @type {(inputs: Catch_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Razina`)
};

/**
* | output |
* | --- |
* | "Tier" |
*
* @param {Catch_TierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_tier = /** @type {((inputs?: Catch_TierInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_TierInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_tier(inputs)
	if (locale === "fr") return fr_catch_tier(inputs)
	if (locale === "it") return it_catch_tier(inputs)
	if (locale === "pt") return pt_catch_tier(inputs)
	if (locale === "el") return el_catch_tier(inputs)
	if (locale === "hr") return hr_catch_tier(inputs)
	return en_catch_tier(inputs)
});