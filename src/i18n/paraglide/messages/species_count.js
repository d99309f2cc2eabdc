import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Species_CountInputs */

const en_species_count = /** @type {(inputs: Species_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} species`);
	return /** @type {LocalizedString} */ (`${i?.count} species`)
	
};

const es_species_count = /** @type {(inputs: Species_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} especie`);
	return /** @type {LocalizedString} */ (`${i?.count} especies`)
	
};

const fr_species_count = /** @type {(inputs: Species_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} espèce`);
	return /** @type {LocalizedString} */ (`${i?.count} espèces`)
	
};

const it_species_count = /** @type {(inputs: Species_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} specie`);
	return /** @type {LocalizedString} */ (`${i?.count} specie`)
	
};

const pt_species_count = /** @type {(inputs: Species_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} espécie`);
	return /** @type {LocalizedString} */ (`${i?.count} espécies`)
	
};

const el_species_count = /** @type {(inputs: Species_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} είδος`);
	return /** @type {LocalizedString} */ (`${i?.count} είδη`)
	
};

const hr_species_count = /** @type {(inputs: Species_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} vrsta`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} vrste`);
	return /** @type {LocalizedString} */ (`${i?.count} vrsta`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} species" |
* | * | "{count} species" |
*
* @param {Species_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_count = /** @type {((inputs: Species_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_count(inputs)
	if (locale === "fr") return fr_species_count(inputs)
	if (locale === "it") return it_species_count(inputs)
	if (locale === "pt") return pt_species_count(inputs)
	if (locale === "el") return el_species_count(inputs)
	if (locale === "hr") return hr_species_count(inputs)
	return en_species_count(inputs)
});