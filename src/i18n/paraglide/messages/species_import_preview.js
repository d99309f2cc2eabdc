import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ add: NonNullable<unknown>, update: NonNullable<unknown>, unchanged: NonNullable<unknown>, rejected: NonNullable<unknown> }} Species_Import_PreviewInputs */

const en_species_import_preview = /** @type {(inputs: Species_Import_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.add} to add, ${i?.update} to update, ${i?.unchanged} unchanged, ${i?.rejected}.`)
};

const es_species_import_preview = /** @type {(inputs: Species_Import_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por añadir: ${i?.add}; por actualizar: ${i?.update}; sin cambios: ${i?.unchanged}; ${i?.rejected}.`)
};

const fr_species_import_preview = /** @type {(inputs: Species_Import_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À ajouter : ${i?.add} ; à mettre à jour : ${i?.update} ; inchangées : ${i?.unchanged} ; ${i?.rejected}.`)
};

const it_species_import_preview = /** @type {(inputs: Species_Import_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Da aggiungere: ${i?.add}; da aggiornare: ${i?.update}; invariate: ${i?.unchanged}; ${i?.rejected}.`)
};

const pt_species_import_preview = /** @type {(inputs: Species_Import_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A adicionar: ${i?.add}; a atualizar: ${i?.update}; sem alteração: ${i?.unchanged}; ${i?.rejected}.`)
};

const el_species_import_preview = /** @type {(inputs: Species_Import_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Για προσθήκη: ${i?.add}· για ενημέρωση: ${i?.update}· χωρίς αλλαγή: ${i?.unchanged}· ${i?.rejected}.`)
};

const hr_species_import_preview = /** @type {(inputs: Species_Import_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Za dodati: ${i?.add}; za ažurirati: ${i?.update}; bez promjene: ${i?.unchanged}; ${i?.rejected}.`)
};

/**
* | output |
* | --- |
* | "{add} to add, {update} to update, {unchanged} unchanged, {rejected}." |
*
* @param {Species_Import_PreviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_import_preview = /** @type {((inputs: Species_Import_PreviewInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Import_PreviewInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_import_preview(inputs)
	if (locale === "fr") return fr_species_import_preview(inputs)
	if (locale === "it") return it_species_import_preview(inputs)
	if (locale === "pt") return pt_species_import_preview(inputs)
	if (locale === "el") return el_species_import_preview(inputs)
	if (locale === "hr") return hr_species_import_preview(inputs)
	return en_species_import_preview(inputs)
});