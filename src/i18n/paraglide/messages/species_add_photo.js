import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Add_PhotoInputs */

const en_species_add_photo = /** @type {(inputs: Species_Add_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add photo`)
};

const es_species_add_photo = /** @type {(inputs: Species_Add_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir foto`)
};

const fr_species_add_photo = /** @type {(inputs: Species_Add_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter la photo`)
};

const it_species_add_photo = /** @type {(inputs: Species_Add_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungi la foto`)
};

const pt_species_add_photo = /** @type {(inputs: Species_Add_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar foto`)
};

const el_species_add_photo = /** @type {(inputs: Species_Add_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη φωτογραφίας`)
};

const hr_species_add_photo = /** @type {(inputs: Species_Add_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dodaj fotografiju`)
};

/**
* | output |
* | --- |
* | "Add photo" |
*
* @param {Species_Add_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_add_photo = /** @type {((inputs?: Species_Add_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Add_PhotoInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_add_photo(inputs)
	if (locale === "fr") return fr_species_add_photo(inputs)
	if (locale === "it") return it_species_add_photo(inputs)
	if (locale === "pt") return pt_species_add_photo(inputs)
	if (locale === "el") return el_species_add_photo(inputs)
	if (locale === "hr") return hr_species_add_photo(inputs)
	return en_species_add_photo(inputs)
});