import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_AddInputs */

const en_people_add = /** @type {(inputs: People_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

const es_people_add = /** @type {(inputs: People_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir`)
};

const fr_people_add = /** @type {(inputs: People_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter`)
};

const it_people_add = /** @type {(inputs: People_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungi`)
};

const pt_people_add = /** @type {(inputs: People_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar`)
};

const el_people_add = /** @type {(inputs: People_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη`)
};

const hr_people_add = /** @type {(inputs: People_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dodaj`)
};

/**
* | output |
* | --- |
* | "Add" |
*
* @param {People_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_add = /** @type {((inputs?: People_AddInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_AddInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_add(inputs)
	if (locale === "fr") return fr_people_add(inputs)
	if (locale === "it") return it_people_add(inputs)
	if (locale === "pt") return pt_people_add(inputs)
	if (locale === "el") return el_people_add(inputs)
	if (locale === "hr") return hr_people_add(inputs)
	return en_people_add(inputs)
});