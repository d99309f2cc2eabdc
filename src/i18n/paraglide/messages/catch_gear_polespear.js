import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Gear_PolespearInputs */

const en_catch_gear_polespear = /** @type {(inputs: Catch_Gear_PolespearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Polespear`)
};

const es_catch_gear_polespear = /** @type {(inputs: Catch_Gear_PolespearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lanza`)
};

const fr_catch_gear_polespear = /** @type {(inputs: Catch_Gear_PolespearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sagaie`)
};

const it_catch_gear_polespear = /** @type {(inputs: Catch_Gear_PolespearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asta`)
};

const pt_catch_gear_polespear = /** @type {(inputs: Catch_Gear_PolespearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lança`)
};

const el_catch_gear_polespear = /** @type {(inputs: Catch_Gear_PolespearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμάκι`)
};

const hr_catch_gear_polespear = /** @type {(inputs: Catch_Gear_PolespearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Koplje`)
};

/**
* | output |
* | --- |
* | "Polespear" |
*
* @param {Catch_Gear_PolespearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_gear_polespear = /** @type {((inputs?: Catch_Gear_PolespearInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_PolespearInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_gear_polespear(inputs)
	if (locale === "fr") return fr_catch_gear_polespear(inputs)
	if (locale === "it") return it_catch_gear_polespear(inputs)
	if (locale === "pt") return pt_catch_gear_polespear(inputs)
	if (locale === "el") return el_catch_gear_polespear(inputs)
	if (locale === "hr") return hr_catch_gear_polespear(inputs)
	return en_catch_gear_polespear(inputs)
});