import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Add_PersonInputs */

const en_people_add_person = /** @type {(inputs: People_Add_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a person`)
};

const es_people_add_person = /** @type {(inputs: People_Add_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir una persona`)
};

const fr_people_add_person = /** @type {(inputs: People_Add_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une personne`)
};

const it_people_add_person = /** @type {(inputs: People_Add_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungi una persona`)
};

const pt_people_add_person = /** @type {(inputs: People_Add_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar uma pessoa`)
};

const el_people_add_person = /** @type {(inputs: People_Add_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη ατόμου`)
};

const hr_people_add_person = /** @type {(inputs: People_Add_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dodaj osobu`)
};

/**
* | output |
* | --- |
* | "Add a person" |
*
* @param {People_Add_PersonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_add_person = /** @type {((inputs?: People_Add_PersonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Add_PersonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_add_person(inputs)
	if (locale === "fr") return fr_people_add_person(inputs)
	if (locale === "it") return it_people_add_person(inputs)
	if (locale === "pt") return pt_people_add_person(inputs)
	if (locale === "el") return el_people_add_person(inputs)
	if (locale === "hr") return hr_people_add_person(inputs)
	return en_people_add_person(inputs)
});