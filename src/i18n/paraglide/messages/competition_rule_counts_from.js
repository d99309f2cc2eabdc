import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ weight: NonNullable<unknown> }} Competition_Rule_Counts_FromInputs */

const en_competition_rule_counts_from = /** @type {(inputs: Competition_Rule_Counts_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`counts from ${i?.weight}`)
};

const es_competition_rule_counts_from = /** @type {(inputs: Competition_Rule_Counts_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`puntúa a partir de ${i?.weight}`)
};

const fr_competition_rule_counts_from = /** @type {(inputs: Competition_Rule_Counts_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`compte à partir de ${i?.weight}`)
};

const it_competition_rule_counts_from = /** @type {(inputs: Competition_Rule_Counts_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`vale da ${i?.weight}`)
};

const pt_competition_rule_counts_from = /** @type {(inputs: Competition_Rule_Counts_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`conta a partir de ${i?.weight}`)
};

const el_competition_rule_counts_from = /** @type {(inputs: Competition_Rule_Counts_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`μετράει από ${i?.weight}`)
};

const hr_competition_rule_counts_from = /** @type {(inputs: Competition_Rule_Counts_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`boduje se od ${i?.weight}`)
};

/**
* | output |
* | --- |
* | "counts from {weight}" |
*
* @param {Competition_Rule_Counts_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_counts_from = /** @type {((inputs: Competition_Rule_Counts_FromInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Counts_FromInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_counts_from(inputs)
	if (locale === "fr") return fr_competition_rule_counts_from(inputs)
	if (locale === "it") return it_competition_rule_counts_from(inputs)
	if (locale === "pt") return pt_competition_rule_counts_from(inputs)
	if (locale === "el") return el_competition_rule_counts_from(inputs)
	if (locale === "hr") return hr_competition_rule_counts_from(inputs)
	return en_competition_rule_counts_from(inputs)
});