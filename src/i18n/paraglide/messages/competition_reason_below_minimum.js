import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Reason_Below_MinimumInputs */

const en_competition_reason_below_minimum = /** @type {(inputs: Competition_Reason_Below_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`under the minimum weight`)
};

const es_competition_reason_below_minimum = /** @type {(inputs: Competition_Reason_Below_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`por debajo del peso mínimo`)
};

const fr_competition_reason_below_minimum = /** @type {(inputs: Competition_Reason_Below_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sous le poids minimum`)
};

const it_competition_reason_below_minimum = /** @type {(inputs: Competition_Reason_Below_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sotto il peso minimo`)
};

const pt_competition_reason_below_minimum = /** @type {(inputs: Competition_Reason_Below_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abaixo do peso mínimo`)
};

const el_competition_reason_below_minimum = /** @type {(inputs: Competition_Reason_Below_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`κάτω από το ελάχιστο βάρος`)
};

const hr_competition_reason_below_minimum = /** @type {(inputs: Competition_Reason_Below_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ispod najmanje težine`)
};

/**
* | output |
* | --- |
* | "under the minimum weight" |
*
* @param {Competition_Reason_Below_MinimumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_reason_below_minimum = /** @type {((inputs?: Competition_Reason_Below_MinimumInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Below_MinimumInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_reason_below_minimum(inputs)
	if (locale === "fr") return fr_competition_reason_below_minimum(inputs)
	if (locale === "it") return it_competition_reason_below_minimum(inputs)
	if (locale === "pt") return pt_competition_reason_below_minimum(inputs)
	if (locale === "el") return el_competition_reason_below_minimum(inputs)
	if (locale === "hr") return hr_competition_reason_below_minimum(inputs)
	return en_competition_reason_below_minimum(inputs)
});