import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Second_FactorInputs */

const en_people_second_factor = /** @type {(inputs: People_Second_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Second factor`)
};

const es_people_second_factor = /** @type {(inputs: People_Second_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segundo factor`)
};

const fr_people_second_factor = /** @type {(inputs: People_Second_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Second facteur`)
};

const it_people_second_factor = /** @type {(inputs: People_Second_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secondo fattore`)
};

const pt_people_second_factor = /** @type {(inputs: People_Second_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segundo fator`)
};

const el_people_second_factor = /** @type {(inputs: People_Second_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεύτερος παράγοντας`)
};

const hr_people_second_factor = /** @type {(inputs: People_Second_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drugi faktor`)
};

/**
* | output |
* | --- |
* | "Second factor" |
*
* @param {People_Second_FactorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_second_factor = /** @type {((inputs?: People_Second_FactorInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Second_FactorInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_second_factor(inputs)
	if (locale === "fr") return fr_people_second_factor(inputs)
	if (locale === "it") return it_people_second_factor(inputs)
	if (locale === "pt") return pt_people_second_factor(inputs)
	if (locale === "el") return el_people_second_factor(inputs)
	if (locale === "hr") return hr_people_second_factor(inputs)
	return en_people_second_factor(inputs)
});