import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Competition_Rule_Species_BonusInputs */

const en_competition_rule_species_bonus = /** @type {(inputs: Competition_Rule_Species_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("en", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} extra point for every different species an entry counts.`);
	return /** @type {LocalizedString} */ (`${i?.points} extra points for every different species an entry counts.`)
	
};

const es_competition_rule_species_bonus = /** @type {(inputs: Competition_Rule_Species_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("es", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} punto extra por cada especie distinta válida de una inscripción.`);
	return /** @type {LocalizedString} */ (`${i?.points} puntos extra por cada especie distinta válida de una inscripción.`)
	
};

const fr_competition_rule_species_bonus = /** @type {(inputs: Competition_Rule_Species_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} point de bonus par espèce différente retenue pour une inscription.`);
	return /** @type {LocalizedString} */ (`${i?.points} points de bonus par espèce différente retenue pour une inscription.`)
	
};

const it_competition_rule_species_bonus = /** @type {(inputs: Competition_Rule_Species_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("it", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} punto in più per ogni specie diversa valida di un’iscrizione.`);
	return /** @type {LocalizedString} */ (`${i?.points} punti in più per ogni specie diversa valida di un’iscrizione.`)
	
};

const pt_competition_rule_species_bonus = /** @type {(inputs: Competition_Rule_Species_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("pt", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} ponto extra por cada espécie diferente que conta numa inscrição.`);
	return /** @type {LocalizedString} */ (`${i?.points} pontos extra por cada espécie diferente que conta numa inscrição.`)
	
};

const el_competition_rule_species_bonus = /** @type {(inputs: Competition_Rule_Species_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("el", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} επιπλέον πόντος για κάθε διαφορετικό είδος που μετράει σε μια συμμετοχή.`);
	return /** @type {LocalizedString} */ (`${i?.points} επιπλέον πόντοι για κάθε διαφορετικό είδος που μετράει σε μια συμμετοχή.`)
	
};

const hr_competition_rule_species_bonus = /** @type {(inputs: Competition_Rule_Species_BonusInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("hr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.points} dodatni bod za svaku različitu vrstu koja se boduje u prijavi.`);
	if (pointsPlural === "few") return /** @type {LocalizedString} */ (`${i?.points} dodatna boda za svaku različitu vrstu koja se boduje u prijavi.`);
	return /** @type {LocalizedString} */ (`${i?.points} dodatnih bodova za svaku različitu vrstu koja se boduje u prijavi.`)
	
};

/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "{points} extra point for every different species an entry counts." |
* | * | "{points} extra points for every different species an entry counts." |
*
* @param {Competition_Rule_Species_BonusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_species_bonus = /** @type {((inputs: Competition_Rule_Species_BonusInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Species_BonusInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_species_bonus(inputs)
	if (locale === "fr") return fr_competition_rule_species_bonus(inputs)
	if (locale === "it") return it_competition_rule_species_bonus(inputs)
	if (locale === "pt") return pt_competition_rule_species_bonus(inputs)
	if (locale === "el") return el_competition_rule_species_bonus(inputs)
	if (locale === "hr") return hr_competition_rule_species_bonus(inputs)
	return en_competition_rule_species_bonus(inputs)
});