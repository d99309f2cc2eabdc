import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Dive_FreediveInputs */

const en_catch_dive_freedive = /** @type {(inputs: Catch_Dive_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freedive`)
};

const es_catch_dive_freedive = /** @type {(inputs: Catch_Dive_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apnea`)
};

const fr_catch_dive_freedive = /** @type {(inputs: Catch_Dive_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apnée`)
};

const it_catch_dive_freedive = /** @type {(inputs: Catch_Dive_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apnea`)
};

const pt_catch_dive_freedive = /** @type {(inputs: Catch_Dive_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apneia`)
};

const el_catch_dive_freedive = /** @type {(inputs: Catch_Dive_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ελεύθερη κατάδυση`)
};

const hr_catch_dive_freedive = /** @type {(inputs: Catch_Dive_FreediveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na dah`)
};

/**
* | output |
* | --- |
* | "Freedive" |
*
* @param {Catch_Dive_FreediveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_dive_freedive = /** @type {((inputs?: Catch_Dive_FreediveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Dive_FreediveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_dive_freedive(inputs)
	if (locale === "fr") return fr_catch_dive_freedive(inputs)
	if (locale === "it") return it_catch_dive_freedive(inputs)
	if (locale === "pt") return pt_catch_dive_freedive(inputs)
	if (locale === "el") return el_catch_dive_freedive(inputs)
	if (locale === "hr") return hr_catch_dive_freedive(inputs)
	return en_catch_dive_freedive(inputs)
});