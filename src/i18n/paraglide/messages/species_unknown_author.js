import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Unknown_AuthorInputs */

const en_species_unknown_author = /** @type {(inputs: Species_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown author`)
};

const es_species_unknown_author = /** @type {(inputs: Species_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autor desconocido`)
};

const fr_species_unknown_author = /** @type {(inputs: Species_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auteur inconnu`)
};

const it_species_unknown_author = /** @type {(inputs: Species_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autore sconosciuto`)
};

const pt_species_unknown_author = /** @type {(inputs: Species_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autor desconhecido`)
};

const el_species_unknown_author = /** @type {(inputs: Species_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άγνωστος δημιουργός`)
};

const hr_species_unknown_author = /** @type {(inputs: Species_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nepoznat autor`)
};

/**
* | output |
* | --- |
* | "Unknown author" |
*
* @param {Species_Unknown_AuthorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_unknown_author = /** @type {((inputs?: Species_Unknown_AuthorInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Unknown_AuthorInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_unknown_author(inputs)
	if (locale === "fr") return fr_species_unknown_author(inputs)
	if (locale === "it") return it_species_unknown_author(inputs)
	if (locale === "pt") return pt_species_unknown_author(inputs)
	if (locale === "el") return el_species_unknown_author(inputs)
	if (locale === "hr") return hr_species_unknown_author(inputs)
	return en_species_unknown_author(inputs)
});