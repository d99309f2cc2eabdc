import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Competition_Rule_Best_FishInputs */

const en_competition_rule_best_fish = /** @type {(inputs: Competition_Rule_Best_FishInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Each entry’s best ${i?.count} fish counts.`);
	return /** @type {LocalizedString} */ (`Each entry’s best ${i?.count} fish count.`)
	
};

const es_competition_rule_best_fish = /** @type {(inputs: Competition_Rule_Best_FishInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Puntúa la mejor pieza de cada inscripción.`);
	return /** @type {LocalizedString} */ (`Puntúan las ${i?.count} mejores piezas de cada inscripción.`)
	
};

const fr_competition_rule_best_fish = /** @type {(inputs: Competition_Rule_Best_FishInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Le meilleur poisson de chaque inscription compte.`);
	return /** @type {LocalizedString} */ (`Les ${i?.count} meilleurs poissons de chaque inscription comptent.`)
	
};

const it_competition_rule_best_fish = /** @type {(inputs: Competition_Rule_Best_FishInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Vale il pesce migliore di ogni iscrizione.`);
	return /** @type {LocalizedString} */ (`Valgono i ${i?.count} pesci migliori di ogni iscrizione.`)
	
};

const pt_competition_rule_best_fish = /** @type {(inputs: Competition_Rule_Best_FishInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Conta o melhor peixe de cada inscrição.`);
	return /** @type {LocalizedString} */ (`Contam os ${i?.count} melhores peixes de cada inscrição.`)
	
};

const el_competition_rule_best_fish = /** @type {(inputs: Competition_Rule_Best_FishInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Μετράει το καλύτερο ψάρι κάθε συμμετοχής.`);
	return /** @type {LocalizedString} */ (`Μετράνε τα ${i?.count} καλύτερα ψάρια κάθε συμμετοχής.`)
	
};

const hr_competition_rule_best_fish = /** @type {(inputs: Competition_Rule_Best_FishInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Boduje se ${i?.count} najbolja riba svake prijave.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Boduju se ${i?.count} najbolje ribe svake prijave.`);
	return /** @type {LocalizedString} */ (`Boduje se ${i?.count} najboljih riba svake prijave.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Each entry’s best {count} fish counts." |
* | * | "Each entry’s best {count} fish count." |
*
* @param {Competition_Rule_Best_FishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_best_fish = /** @type {((inputs: Competition_Rule_Best_FishInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Best_FishInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_best_fish(inputs)
	if (locale === "fr") return fr_competition_rule_best_fish(inputs)
	if (locale === "it") return it_competition_rule_best_fish(inputs)
	if (locale === "pt") return pt_competition_rule_best_fish(inputs)
	if (locale === "el") return el_competition_rule_best_fish(inputs)
	if (locale === "hr") return hr_competition_rule_best_fish(inputs)
	return en_competition_rule_best_fish(inputs)
});