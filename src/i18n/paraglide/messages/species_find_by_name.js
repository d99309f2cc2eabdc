import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Find_By_NameInputs */

const en_species_find_by_name = /** @type {(inputs: Species_Find_By_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a species by any name`)
};

const es_species_find_by_name = /** @type {(inputs: Species_Find_By_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busca una especie por cualquiera de sus nombres`)
};

const fr_species_find_by_name = /** @type {(inputs: Species_Find_By_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cherchez une espèce par l’un de ses noms`)
};

const it_species_find_by_name = /** @type {(inputs: Species_Find_By_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerca una specie con uno qualsiasi dei suoi nomi`)
};

const pt_species_find_by_name = /** @type {(inputs: Species_Find_By_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Procure uma espécie por qualquer um dos nomes`)
};

const el_species_find_by_name = /** @type {(inputs: Species_Find_By_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναζητήστε ένα είδος με οποιοδήποτε όνομά του`)
};

const hr_species_find_by_name = /** @type {(inputs: Species_Find_By_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potražite vrstu po bilo kojem nazivu`)
};

/**
* | output |
* | --- |
* | "Find a species by any name" |
*
* @param {Species_Find_By_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_find_by_name = /** @type {((inputs?: Species_Find_By_NameInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Find_By_NameInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_find_by_name(inputs)
	if (locale === "fr") return fr_species_find_by_name(inputs)
	if (locale === "it") return it_species_find_by_name(inputs)
	if (locale === "pt") return pt_species_find_by_name(inputs)
	if (locale === "el") return el_species_find_by_name(inputs)
	if (locale === "hr") return hr_species_find_by_name(inputs)
	return en_species_find_by_name(inputs)
});