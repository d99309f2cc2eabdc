import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Gear_Not_SaidInputs */

const en_catch_gear_not_said = /** @type {(inputs: Catch_Gear_Not_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not said`)
};

const es_catch_gear_not_said = /** @type {(inputs: Catch_Gear_Not_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin indicar`)
};

const fr_catch_gear_not_said = /** @type {(inputs: Catch_Gear_Not_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non précisé`)
};

const it_catch_gear_not_said = /** @type {(inputs: Catch_Gear_Not_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non indicata`)
};

const pt_catch_gear_not_said = /** @type {(inputs: Catch_Gear_Not_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não indicada`)
};

const el_catch_gear_not_said = /** @type {(inputs: Catch_Gear_Not_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν δηλώθηκε`)
};

const hr_catch_gear_not_said = /** @type {(inputs: Catch_Gear_Not_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nije navedeno`)
};

/**
* | output |
* | --- |
* | "Not said" |
*
* @param {Catch_Gear_Not_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_gear_not_said = /** @type {((inputs?: Catch_Gear_Not_SaidInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_Not_SaidInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_gear_not_said(inputs)
	if (locale === "fr") return fr_catch_gear_not_said(inputs)
	if (locale === "it") return it_catch_gear_not_said(inputs)
	if (locale === "pt") return pt_catch_gear_not_said(inputs)
	if (locale === "el") return el_catch_gear_not_said(inputs)
	if (locale === "hr") return hr_catch_gear_not_said(inputs)
	return en_catch_gear_not_said(inputs)
});