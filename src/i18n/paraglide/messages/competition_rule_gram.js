import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Rule_GramInputs */

const en_competition_rule_gram = /** @type {(inputs: Competition_Rule_GramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A point for every gram a fish weighs.`)
};

const es_competition_rule_gram = /** @type {(inputs: Competition_Rule_GramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un punto por cada gramo que pese la pieza.`)
};

const fr_competition_rule_gram = /** @type {(inputs: Competition_Rule_GramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un point par gramme de poisson.`)
};

const it_competition_rule_gram = /** @type {(inputs: Competition_Rule_GramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un punto per ogni grammo di peso del pesce.`)
};

const pt_competition_rule_gram = /** @type {(inputs: Competition_Rule_GramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um ponto por cada grama que o peixe pesa.`)
};

const el_competition_rule_gram = /** @type {(inputs: Competition_Rule_GramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένας πόντος για κάθε γραμμάριο βάρους του ψαριού.`)
};

const hr_competition_rule_gram = /** @type {(inputs: Competition_Rule_GramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedan bod za svaki gram težine ribe.`)
};

/**
* | output |
* | --- |
* | "A point for every gram a fish weighs." |
*
* @param {Competition_Rule_GramInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_gram = /** @type {((inputs?: Competition_Rule_GramInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_GramInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_gram(inputs)
	if (locale === "fr") return fr_competition_rule_gram(inputs)
	if (locale === "it") return it_competition_rule_gram(inputs)
	if (locale === "pt") return pt_competition_rule_gram(inputs)
	if (locale === "el") return el_competition_rule_gram(inputs)
	if (locale === "hr") return hr_competition_rule_gram(inputs)
	return en_competition_rule_gram(inputs)
});