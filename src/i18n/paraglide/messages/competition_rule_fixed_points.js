import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Competition_Rule_Fixed_PointsInputs */

const en_competition_rule_fixed_points = /** @type {(inputs: Competition_Rule_Fixed_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("en", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`scores ${i?.points} point whatever it weighs`);
	return /** @type {LocalizedString} */ (`scores ${i?.points} points whatever it weighs`)
	
};

const es_competition_rule_fixed_points = /** @type {(inputs: Competition_Rule_Fixed_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("es", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`vale ${i?.points} punto pese lo que pese`);
	return /** @type {LocalizedString} */ (`vale ${i?.points} puntos pese lo que pese`)
	
};

const fr_competition_rule_fixed_points = /** @type {(inputs: Competition_Rule_Fixed_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`vaut ${i?.points} point quel que soit son poids`);
	return /** @type {LocalizedString} */ (`vaut ${i?.points} points quel que soit son poids`)
	
};

const it_competition_rule_fixed_points = /** @type {(inputs: Competition_Rule_Fixed_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("it", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`vale ${i?.points} punto qualunque sia il peso`);
	return /** @type {LocalizedString} */ (`vale ${i?.points} punti qualunque sia il peso`)
	
};

const pt_competition_rule_fixed_points = /** @type {(inputs: Competition_Rule_Fixed_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("pt", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`vale ${i?.points} ponto seja qual for o peso`);
	return /** @type {LocalizedString} */ (`vale ${i?.points} pontos seja qual for o peso`)
	
};

const el_competition_rule_fixed_points = /** @type {(inputs: Competition_Rule_Fixed_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("el", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`δίνει ${i?.points} πόντο όποιο κι αν είναι το βάρος του`);
	return /** @type {LocalizedString} */ (`δίνει ${i?.points} πόντους όποιο κι αν είναι το βάρος του`)
	
};

const hr_competition_rule_fixed_points = /** @type {(inputs: Competition_Rule_Fixed_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("hr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`donosi ${i?.points} bod bez obzira na težinu`);
	if (pointsPlural === "few") return /** @type {LocalizedString} */ (`donosi ${i?.points} boda bez obzira na težinu`);
	return /** @type {LocalizedString} */ (`donosi ${i?.points} bodova bez obzira na težinu`)
	
};

/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "scores {points} point whatever it weighs" |
* | * | "scores {points} points whatever it weighs" |
*
* @param {Competition_Rule_Fixed_PointsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_fixed_points = /** @type {((inputs: Competition_Rule_Fixed_PointsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Fixed_PointsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_fixed_points(inputs)
	if (locale === "fr") return fr_competition_rule_fixed_points(inputs)
	if (locale === "it") return it_competition_rule_fixed_points(inputs)
	if (locale === "pt") return pt_competition_rule_fixed_points(inputs)
	if (locale === "el") return el_competition_rule_fixed_points(inputs)
	if (locale === "hr") return hr_competition_rule_fixed_points(inputs)
	return en_competition_rule_fixed_points(inputs)
});