import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Other_NamesInputs */

const en_species_other_names = /** @type {(inputs: Species_Other_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other names, one per line as “lang: name”`)
};

const es_species_other_names = /** @type {(inputs: Species_Other_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otros nombres, uno por línea como «idioma: nombre» (código de idioma: es, fr…)`)
};

const fr_species_other_names = /** @type {(inputs: Species_Other_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres noms, un par ligne sous la forme « langue: nom » (code de langue : es, fr…)`)
};

const it_species_other_names = /** @type {(inputs: Species_Other_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altri nomi, uno per riga come «lingua: nome» (codice della lingua: es, fr…)`)
};

const pt_species_other_names = /** @type {(inputs: Species_Other_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outros nomes, um por linha como “idioma: nome” (código do idioma: es, fr…)`)
};

const el_species_other_names = /** @type {(inputs: Species_Other_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άλλα ονόματα, ένα ανά γραμμή ως «γλώσσα: όνομα» (κωδικός γλώσσας: es, fr…)`)
};

const hr_species_other_names = /** @type {(inputs: Species_Other_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ostali nazivi, jedan po retku kao „jezik: naziv” (kôd jezika: es, fr…)`)
};

/**
* | output |
* | --- |
* | "Other names, one per line as “lang: name”" |
*
* @param {Species_Other_NamesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_other_names = /** @type {((inputs?: Species_Other_NamesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Other_NamesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_other_names(inputs)
	if (locale === "fr") return fr_species_other_names(inputs)
	if (locale === "it") return it_species_other_names(inputs)
	if (locale === "pt") return pt_species_other_names(inputs)
	if (locale === "el") return el_species_other_names(inputs)
	if (locale === "hr") return hr_species_other_names(inputs)
	return en_species_other_names(inputs)
});