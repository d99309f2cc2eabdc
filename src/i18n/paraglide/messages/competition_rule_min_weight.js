import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ weight: NonNullable<unknown> }} Competition_Rule_Min_WeightInputs */

const en_competition_rule_min_weight = /** @type {(inputs: Competition_Rule_Min_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fish under ${i?.weight} do not count.`)
};

const es_competition_rule_min_weight = /** @type {(inputs: Competition_Rule_Min_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las piezas de menos de ${i?.weight} no puntúan.`)
};

const fr_competition_rule_min_weight = /** @type {(inputs: Competition_Rule_Min_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les poissons de moins de ${i?.weight} ne comptent pas.`)
};

const it_competition_rule_min_weight = /** @type {(inputs: Competition_Rule_Min_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I pesci sotto ${i?.weight} non valgono.`)
};

const pt_competition_rule_min_weight = /** @type {(inputs: Competition_Rule_Min_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Peixes com menos de ${i?.weight} não contam.`)
};

const el_competition_rule_min_weight = /** @type {(inputs: Competition_Rule_Min_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τα ψάρια κάτω από ${i?.weight} δεν μετράνε.`)
};

const hr_competition_rule_min_weight = /** @type {(inputs: Competition_Rule_Min_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ribe lakše od ${i?.weight} ne boduju se.`)
};

/**
* | output |
* | --- |
* | "Fish under {weight} do not count." |
*
* @param {Competition_Rule_Min_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_min_weight = /** @type {((inputs: Competition_Rule_Min_WeightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Min_WeightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_min_weight(inputs)
	if (locale === "fr") return fr_competition_rule_min_weight(inputs)
	if (locale === "it") return it_competition_rule_min_weight(inputs)
	if (locale === "pt") return pt_competition_rule_min_weight(inputs)
	if (locale === "el") return el_competition_rule_min_weight(inputs)
	if (locale === "hr") return hr_competition_rule_min_weight(inputs)
	return en_competition_rule_min_weight(inputs)
});