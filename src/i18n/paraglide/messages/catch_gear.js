import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_GearInputs */

const en_catch_gear = /** @type {(inputs: Catch_GearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gear`)
};

const es_catch_gear = /** @type {(inputs: Catch_GearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arma`)
};

const fr_catch_gear = /** @type {(inputs: Catch_GearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arme`)
};

const it_catch_gear = /** @type {(inputs: Catch_GearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arma`)
};

const pt_catch_gear = /** @type {(inputs: Catch_GearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arma`)
};

const el_catch_gear = /** @type {(inputs: Catch_GearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όπλο`)
};

const hr_catch_gear = /** @type {(inputs: Catch_GearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oprema`)
};

/**
* | output |
* | --- |
* | "Gear" |
*
* @param {Catch_GearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_gear = /** @type {((inputs?: Catch_GearInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_GearInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_gear(inputs)
	if (locale === "fr") return fr_catch_gear(inputs)
	if (locale === "it") return it_catch_gear(inputs)
	if (locale === "pt") return pt_catch_gear(inputs)
	if (locale === "el") return el_catch_gear(inputs)
	if (locale === "hr") return hr_catch_gear(inputs)
	return en_catch_gear(inputs)
});