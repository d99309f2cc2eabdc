import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_UnitInputs */

const en_catch_unit = /** @type {(inputs: Catch_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit`)
};

const es_catch_unit = /** @type {(inputs: Catch_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidad`)
};

const fr_catch_unit = /** @type {(inputs: Catch_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unité`)
};

const it_catch_unit = /** @type {(inputs: Catch_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unità`)
};

const pt_catch_unit = /** @type {(inputs: Catch_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidade`)
};

const el_catch_unit = /** @type {(inputs: Catch_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μονάδα`)
};

const hr_catch_unit = /** @type {(inputs: Catch_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedinica`)
};

/**
* | output |
* | --- |
* | "Unit" |
*
* @param {Catch_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_unit = /** @type {((inputs?: Catch_UnitInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_UnitInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_unit(inputs)
	if (locale === "fr") return fr_catch_unit(inputs)
	if (locale === "it") return it_catch_unit(inputs)
	if (locale === "pt") return pt_catch_unit(inputs)
	if (locale === "el") return el_catch_unit(inputs)
	if (locale === "hr") return hr_catch_unit(inputs)
	return en_catch_unit(inputs)
});