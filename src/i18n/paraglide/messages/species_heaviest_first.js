import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Species_Heaviest_FirstInputs */

const en_species_heaviest_first = /** @type {(inputs: Species_Heaviest_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} species, heaviest first.`);
	return /** @type {LocalizedString} */ (`${i?.count} species, heaviest first.`)
	
};

const es_species_heaviest_first = /** @type {(inputs: Species_Heaviest_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} especie, de la más pesada a la más ligera.`);
	return /** @type {LocalizedString} */ (`${i?.count} especies, de la más pesada a la más ligera.`)
	
};

const fr_species_heaviest_first = /** @type {(inputs: Species_Heaviest_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} espèce, de la plus lourde à la plus légère.`);
	return /** @type {LocalizedString} */ (`${i?.count} espèces, de la plus lourde à la plus légère.`)
	
};

const it_species_heaviest_first = /** @type {(inputs: Species_Heaviest_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} specie, dalla più pesante.`);
	return /** @type {LocalizedString} */ (`${i?.count} specie, dalla più pesante.`)
	
};

const pt_species_heaviest_first = /** @type {(inputs: Species_Heaviest_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} espécie, da mais pesada para a mais leve.`);
	return /** @type {LocalizedString} */ (`${i?.count} espécies, da mais pesada para a mais leve.`)
	
};

const el_species_heaviest_first = /** @type {(inputs: Species_Heaviest_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} είδος, πρώτα το βαρύτερο.`);
	return /** @type {LocalizedString} */ (`${i?.count} είδη, πρώτα τα βαρύτερα.`)
	
};

const hr_species_heaviest_first = /** @type {(inputs: Species_Heaviest_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} vrsta, od najtežeg ulova.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} vrste, od najtežeg ulova.`);
	return /** @type {LocalizedString} */ (`${i?.count} vrsta, od najtežeg ulova.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} species, heaviest first." |
* | * | "{count} species, heaviest first." |
*
* @param {Species_Heaviest_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_heaviest_first = /** @type {((inputs: Species_Heaviest_FirstInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Heaviest_FirstInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_heaviest_first(inputs)
	if (locale === "fr") return fr_species_heaviest_first(inputs)
	if (locale === "it") return it_species_heaviest_first(inputs)
	if (locale === "pt") return pt_species_heaviest_first(inputs)
	if (locale === "el") return el_species_heaviest_first(inputs)
	if (locale === "hr") return hr_species_heaviest_first(inputs)
	return en_species_heaviest_first(inputs)
});