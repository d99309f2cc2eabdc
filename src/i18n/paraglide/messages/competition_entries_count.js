import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Competition_Entries_CountInputs */

const en_competition_entries_count = /** @type {(inputs: Competition_Entries_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} entry.`);
	return /** @type {LocalizedString} */ (`${i?.count} entries.`)
	
};

const es_competition_entries_count = /** @type {(inputs: Competition_Entries_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} inscripción.`);
	return /** @type {LocalizedString} */ (`${i?.count} inscripciones.`)
	
};

const fr_competition_entries_count = /** @type {(inputs: Competition_Entries_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} inscription.`);
	return /** @type {LocalizedString} */ (`${i?.count} inscriptions.`)
	
};

const it_competition_entries_count = /** @type {(inputs: Competition_Entries_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} iscrizione.`);
	return /** @type {LocalizedString} */ (`${i?.count} iscrizioni.`)
	
};

const pt_competition_entries_count = /** @type {(inputs: Competition_Entries_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} inscrição.`);
	return /** @type {LocalizedString} */ (`${i?.count} inscrições.`)
	
};

const el_competition_entries_count = /** @type {(inputs: Competition_Entries_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} συμμετοχή.`);
	return /** @type {LocalizedString} */ (`${i?.count} συμμετοχές.`)
	
};

const hr_competition_entries_count = /** @type {(inputs: Competition_Entries_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} prijava.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} prijave.`);
	return /** @type {LocalizedString} */ (`${i?.count} prijava.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} entry." |
* | * | "{count} entries." |
*
* @param {Competition_Entries_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_entries_count = /** @type {((inputs: Competition_Entries_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Entries_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_entries_count(inputs)
	if (locale === "fr") return fr_competition_entries_count(inputs)
	if (locale === "it") return it_competition_entries_count(inputs)
	if (locale === "pt") return pt_competition_entries_count(inputs)
	if (locale === "el") return el_competition_entries_count(inputs)
	if (locale === "hr") return hr_competition_entries_count(inputs)
	return en_competition_entries_count(inputs)
});