import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Competition_Rule_Max_CountInputs */

const en_competition_rule_max_count = /** @type {(inputs: Competition_Rule_Max_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`At most ${i?.count} fish of each species counts (the best one).`);
	return /** @type {LocalizedString} */ (`At most ${i?.count} fish of each species count (the best ones).`)
	
};

const es_competition_rule_max_count = /** @type {(inputs: Competition_Rule_Max_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Como máximo puntúa ${i?.count} pieza de cada especie (la mejor).`);
	return /** @type {LocalizedString} */ (`Como máximo puntúan ${i?.count} piezas de cada especie (las mejores).`)
	
};

const fr_competition_rule_max_count = /** @type {(inputs: Competition_Rule_Max_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Au plus ${i?.count} poisson par espèce compte (le meilleur).`);
	return /** @type {LocalizedString} */ (`Au plus ${i?.count} poissons par espèce comptent (les meilleurs).`)
	
};

const it_competition_rule_max_count = /** @type {(inputs: Competition_Rule_Max_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Vale al massimo ${i?.count} pesce per specie (il migliore).`);
	return /** @type {LocalizedString} */ (`Valgono al massimo ${i?.count} pesci per specie (i migliori).`)
	
};

const pt_competition_rule_max_count = /** @type {(inputs: Competition_Rule_Max_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Conta no máximo ${i?.count} peixe de cada espécie (o melhor).`);
	return /** @type {LocalizedString} */ (`Contam no máximo ${i?.count} peixes de cada espécie (os melhores).`)
	
};

const el_competition_rule_max_count = /** @type {(inputs: Competition_Rule_Max_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Μετράει το πολύ ${i?.count} ψάρι από κάθε είδος (το καλύτερο).`);
	return /** @type {LocalizedString} */ (`Μετράνε το πολύ ${i?.count} ψάρια από κάθε είδος (τα καλύτερα).`)
	
};

const hr_competition_rule_max_count = /** @type {(inputs: Competition_Rule_Max_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Boduje se najviše ${i?.count} riba svake vrste (najbolja).`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Boduju se najviše ${i?.count} ribe svake vrste (najbolje).`);
	return /** @type {LocalizedString} */ (`Boduje se najviše ${i?.count} riba svake vrste (najbolje).`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "At most {count} fish of each species counts (the best one)." |
* | * | "At most {count} fish of each species count (the best ones)." |
*
* @param {Competition_Rule_Max_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_max_count = /** @type {((inputs: Competition_Rule_Max_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Max_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_max_count(inputs)
	if (locale === "fr") return fr_competition_rule_max_count(inputs)
	if (locale === "it") return it_competition_rule_max_count(inputs)
	if (locale === "pt") return pt_competition_rule_max_count(inputs)
	if (locale === "el") return el_competition_rule_max_count(inputs)
	if (locale === "hr") return hr_competition_rule_max_count(inputs)
	return en_competition_rule_max_count(inputs)
});