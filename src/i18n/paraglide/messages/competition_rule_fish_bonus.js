import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Competition_Rule_Fish_BonusInputs */

const en_competition_rule_fish_bonus = /** @type {(inputs: Competition_Rule_Fish_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("en", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} extra point for every fish that counts.`);
	return /** @type {LocalizedString} */ (`${i?.points} extra points for every fish that counts.`)
	
};

const es_competition_rule_fish_bonus = /** @type {(inputs: Competition_Rule_Fish_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("es", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} punto extra por cada pieza válida.`);
	return /** @type {LocalizedString} */ (`${i?.points} puntos extra por cada pieza válida.`)
	
};

const fr_competition_rule_fish_bonus = /** @type {(inputs: Competition_Rule_Fish_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} point de bonus par poisson retenu.`);
	return /** @type {LocalizedString} */ (`${i?.points} points de bonus par poisson retenu.`)
	
};

const it_competition_rule_fish_bonus = /** @type {(inputs: Competition_Rule_Fish_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("it", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} punto in più per ogni pesce valido.`);
	return /** @type {LocalizedString} */ (`${i?.points} punti in più per ogni pesce valido.`)
	
};

const pt_competition_rule_fish_bonus = /** @type {(inputs: Competition_Rule_Fish_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("pt", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} ponto extra por cada peixe que conta.`);
	return /** @type {LocalizedString} */ (`${i?.points} pontos extra por cada peixe que conta.`)
	
};

const el_competition_rule_fish_bonus = /** @type {(inputs: Competition_Rule_Fish_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("el", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} επιπλέον πόντος για κάθε ψάρι που μετράει.`);
	return /** @type {LocalizedString} */ (`${i?.points} επιπλέον πόντοι για κάθε ψάρι που μετράει.`)
	
};

const hr_competition_rule_fish_bonus = /** @type {(inputs: Competition_Rule_Fish_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("hr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} dodatni bod za svaku ribu koja se boduje.`);
	if (pointsPlural === "few") return /** @type {LocalizedString} */ (`${i?.points} dodatna boda za svaku ribu koja se boduje.`);
	return /** @type {LocalizedString} */ (`${i?.points} dodatnih bodova za svaku ribu koja se boduje.`)
	
};

/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "{points} extra point for every fish that counts." |
* | * | "{points} extra points for every fish that counts." |
*
* @param {Competition_Rule_Fish_BonusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_fish_bonus = /** @type {((inputs: Competition_Rule_Fish_BonusInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Fish_BonusInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_fish_bonus(inputs)
	if (locale === "fr") return fr_competition_rule_fish_bonus(inputs)
	if (locale === "it") return it_competition_rule_fish_bonus(inputs)
	if (locale === "pt") return pt_competition_rule_fish_bonus(inputs)
	if (locale === "el") return el_competition_rule_fish_bonus(inputs)
	if (locale === "hr") return hr_competition_rule_fish_bonus(inputs)
	return en_competition_rule_fish_bonus(inputs)
});