import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Competition_Rule_Per_KgInputs */

const en_competition_rule_per_kg = /** @type {(inputs: Competition_Rule_Per_KgInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("en", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} point per kilogram a fish weighs.`);
	return /** @type {LocalizedString} */ (`${i?.points} points per kilogram a fish weighs.`)
	
};

const es_competition_rule_per_kg = /** @type {(inputs: Competition_Rule_Per_KgInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("es", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} punto por cada kilo que pese la pieza.`);
	return /** @type {LocalizedString} */ (`${i?.points} puntos por cada kilo que pese la pieza.`)
	
};

const fr_competition_rule_per_kg = /** @type {(inputs: Competition_Rule_Per_KgInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} point par kilo de poisson.`);
	return /** @type {LocalizedString} */ (`${i?.points} points par kilo de poisson.`)
	
};

const it_competition_rule_per_kg = /** @type {(inputs: Competition_Rule_Per_KgInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("it", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} punto per ogni chilo di peso del pesce.`);
	return /** @type {LocalizedString} */ (`${i?.points} punti per ogni chilo di peso del pesce.`)
	
};

const pt_competition_rule_per_kg = /** @type {(inputs: Competition_Rule_Per_KgInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("pt", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} ponto por cada quilo que o peixe pesa.`);
	return /** @type {LocalizedString} */ (`${i?.points} pontos por cada quilo que o peixe pesa.`)
	
};

const el_competition_rule_per_kg = /** @type {(inputs: Competition_Rule_Per_KgInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("el", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} πόντος για κάθε κιλό βάρους του ψαριού.`);
	return /** @type {LocalizedString} */ (`${i?.points} πόντοι για κάθε κιλό βάρους του ψαριού.`)
	
};

const hr_competition_rule_per_kg = /** @type {(inputs: Competition_Rule_Per_KgInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("hr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} bod za svaki kilogram težine ribe.`);
	if (pointsPlural === "few") return /** @type {LocalizedString} */ (`${i?.points} boda za svaki kilogram težine ribe.`);
	return /** @type {LocalizedString} */ (`${i?.points} bodova za svaki kilogram težine ribe.`)
	
};

/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "{points} point per kilogram a fish weighs." |
* | * | "{points} points per kilogram a fish weighs." |
*
* @param {Competition_Rule_Per_KgInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_per_kg = /** @type {((inputs: Competition_Rule_Per_KgInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Per_KgInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_per_kg(inputs)
	if (locale === "fr") return fr_competition_rule_per_kg(inputs)
	if (locale === "it") return it_competition_rule_per_kg(inputs)
	if (locale === "pt") return pt_competition_rule_per_kg(inputs)
	if (locale === "el") return el_competition_rule_per_kg(inputs)
	if (locale === "hr") return hr_competition_rule_per_kg(inputs)
	return en_competition_rule_per_kg(inputs)
});