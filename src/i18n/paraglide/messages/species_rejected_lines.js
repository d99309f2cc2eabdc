import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Species_Rejected_LinesInputs */

const en_species_rejected_lines = /** @type {(inputs: Species_Rejected_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} rejected line`);
	return /** @type {LocalizedString} */ (`${i?.count} rejected lines`)
	
};

const es_species_rejected_lines = /** @type {(inputs: Species_Rejected_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} línea rechazada`);
	return /** @type {LocalizedString} */ (`${i?.count} líneas rechazadas`)
	
};

const fr_species_rejected_lines = /** @type {(inputs: Species_Rejected_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ligne refusée`);
	return /** @type {LocalizedString} */ (`${i?.count} lignes refusées`)
	
};

const it_species_rejected_lines = /** @type {(inputs: Species_Rejected_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} riga scartata`);
	return /** @type {LocalizedString} */ (`${i?.count} righe scartate`)
	
};

const pt_species_rejected_lines = /** @type {(inputs: Species_Rejected_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} linha recusada`);
	return /** @type {LocalizedString} */ (`${i?.count} linhas recusadas`)
	
};

const el_species_rejected_lines = /** @type {(inputs: Species_Rejected_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} γραμμή απορρίφθηκε`);
	return /** @type {LocalizedString} */ (`${i?.count} γραμμές απορρίφθηκαν`)
	
};

const hr_species_rejected_lines = /** @type {(inputs: Species_Rejected_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} odbijen redak`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} odbijena retka`);
	return /** @type {LocalizedString} */ (`${i?.count} odbijenih redaka`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} rejected line" |
* | * | "{count} rejected lines" |
*
* @param {Species_Rejected_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_rejected_lines = /** @type {((inputs: Species_Rejected_LinesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Rejected_LinesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_rejected_lines(inputs)
	if (locale === "fr") return fr_species_rejected_lines(inputs)
	if (locale === "it") return it_species_rejected_lines(inputs)
	if (locale === "pt") return pt_species_rejected_lines(inputs)
	if (locale === "el") return el_species_rejected_lines(inputs)
	if (locale === "hr") return hr_species_rejected_lines(inputs)
	return en_species_rejected_lines(inputs)
});