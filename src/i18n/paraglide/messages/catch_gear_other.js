import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Gear_OtherInputs */

const en_catch_gear_other = /** @type {(inputs: Catch_Gear_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other`)
};

const es_catch_gear_other = /** @type {(inputs: Catch_Gear_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otra`)
};

const fr_catch_gear_other = /** @type {(inputs: Catch_Gear_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre`)
};

const it_catch_gear_other = /** @type {(inputs: Catch_Gear_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altro`)
};

const pt_catch_gear_other = /** @type {(inputs: Catch_Gear_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outra`)
};

const el_catch_gear_other = /** @type {(inputs: Catch_Gear_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άλλο`)
};

const hr_catch_gear_other = /** @type {(inputs: Catch_Gear_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ostalo`)
};

/**
* | output |
* | --- |
* | "Other" |
*
* @param {Catch_Gear_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_gear_other = /** @type {((inputs?: Catch_Gear_OtherInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_OtherInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_gear_other(inputs)
	if (locale === "fr") return fr_catch_gear_other(inputs)
	if (locale === "it") return it_catch_gear_other(inputs)
	if (locale === "pt") return pt_catch_gear_other(inputs)
	if (locale === "el") return el_catch_gear_other(inputs)
	if (locale === "hr") return hr_catch_gear_other(inputs)
	return en_catch_gear_other(inputs)
});