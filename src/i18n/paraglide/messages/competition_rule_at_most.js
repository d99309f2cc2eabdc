import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Competition_Rule_At_MostInputs */

const en_competition_rule_at_most = /** @type {(inputs: Competition_Rule_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`at most ${i?.count} counts`);
	return /** @type {LocalizedString} */ (`at most ${i?.count} count`)
	
};

const es_competition_rule_at_most = /** @type {(inputs: Competition_Rule_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`puntúa como máximo ${i?.count}`);
	return /** @type {LocalizedString} */ (`puntúan como máximo ${i?.count}`)
	
};

const fr_competition_rule_at_most = /** @type {(inputs: Competition_Rule_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} au plus compte`);
	return /** @type {LocalizedString} */ (`${i?.count} au plus comptent`)
	
};

const it_competition_rule_at_most = /** @type {(inputs: Competition_Rule_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ne vale al massimo ${i?.count}`);
	return /** @type {LocalizedString} */ (`ne valgono al massimo ${i?.count}`)
	
};

const pt_competition_rule_at_most = /** @type {(inputs: Competition_Rule_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`conta no máximo ${i?.count}`);
	return /** @type {LocalizedString} */ (`contam no máximo ${i?.count}`)
	
};

const el_competition_rule_at_most = /** @type {(inputs: Competition_Rule_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`μετράει το πολύ ${i?.count}`);
	return /** @type {LocalizedString} */ (`μετράνε το πολύ ${i?.count}`)
	
};

const hr_competition_rule_at_most = /** @type {(inputs: Competition_Rule_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`boduje se najviše ${i?.count}`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`boduju se najviše ${i?.count}`);
	return /** @type {LocalizedString} */ (`boduje se najviše ${i?.count}`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "at most {count} counts" |
* | * | "at most {count} count" |
*
* @param {Competition_Rule_At_MostInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_at_most = /** @type {((inputs: Competition_Rule_At_MostInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_At_MostInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_at_most(inputs)
	if (locale === "fr") return fr_competition_rule_at_most(inputs)
	if (locale === "it") return it_competition_rule_at_most(inputs)
	if (locale === "pt") return pt_competition_rule_at_most(inputs)
	if (locale === "el") return el_competition_rule_at_most(inputs)
	if (locale === "hr") return hr_competition_rule_at_most(inputs)
	return en_competition_rule_at_most(inputs)
});