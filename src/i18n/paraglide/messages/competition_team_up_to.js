import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Competition_Team_Up_ToInputs */

const en_competition_team_up_to = /** @type {(inputs: Competition_Team_Up_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`up to ${i?.count}`);
	return /** @type {LocalizedString} */ (`up to ${i?.count}`)
	
};

const es_competition_team_up_to = /** @type {(inputs: Competition_Team_Up_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`hasta ${i?.count}`);
	return /** @type {LocalizedString} */ (`hasta ${i?.count}`)
	
};

const fr_competition_team_up_to = /** @type {(inputs: Competition_Team_Up_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`jusqu’à ${i?.count}`);
	return /** @type {LocalizedString} */ (`jusqu’à ${i?.count}`)
	
};

const it_competition_team_up_to = /** @type {(inputs: Competition_Team_Up_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`fino a ${i?.count}`);
	return /** @type {LocalizedString} */ (`fino a ${i?.count}`)
	
};

const pt_competition_team_up_to = /** @type {(inputs: Competition_Team_Up_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`até ${i?.count}`);
	return /** @type {LocalizedString} */ (`até ${i?.count}`)
	
};

const el_competition_team_up_to = /** @type {(inputs: Competition_Team_Up_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`έως ${i?.count}`);
	return /** @type {LocalizedString} */ (`έως ${i?.count}`)
	
};

const hr_competition_team_up_to = /** @type {(inputs: Competition_Team_Up_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`do ${i?.count}`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`do ${i?.count}`);
	return /** @type {LocalizedString} */ (`do ${i?.count}`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "up to {count}" |
* | * | "up to {count}" |
*
* @param {Competition_Team_Up_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_team_up_to = /** @type {((inputs: Competition_Team_Up_ToInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Team_Up_ToInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_team_up_to(inputs)
	if (locale === "fr") return fr_competition_team_up_to(inputs)
	if (locale === "it") return it_competition_team_up_to(inputs)
	if (locale === "pt") return pt_competition_team_up_to(inputs)
	if (locale === "el") return el_competition_team_up_to(inputs)
	if (locale === "hr") return hr_competition_team_up_to(inputs)
	return en_competition_team_up_to(inputs)
});