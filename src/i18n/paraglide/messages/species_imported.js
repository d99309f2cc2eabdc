import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ added: NonNullable<unknown>, updated: NonNullable<unknown>, unchanged: NonNullable<unknown> }} Species_ImportedInputs */

const en_species_imported = /** @type {(inputs: Species_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imported: ${i?.added} added, ${i?.updated} updated, ${i?.unchanged} unchanged.`)
};

const es_species_imported = /** @type {(inputs: Species_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importado. Añadidas: ${i?.added}; actualizadas: ${i?.updated}; sin cambios: ${i?.unchanged}.`)
};

const fr_species_imported = /** @type {(inputs: Species_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Import terminé. Ajoutées : ${i?.added} ; mises à jour : ${i?.updated} ; inchangées : ${i?.unchanged}.`)
};

const it_species_imported = /** @type {(inputs: Species_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importazione fatta. Aggiunte: ${i?.added}; aggiornate: ${i?.updated}; invariate: ${i?.unchanged}.`)
};

const pt_species_imported = /** @type {(inputs: Species_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importação concluída. Adicionadas: ${i?.added}; atualizadas: ${i?.updated}; sem alteração: ${i?.unchanged}.`)
};

const el_species_imported = /** @type {(inputs: Species_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η εισαγωγή έγινε. Προστέθηκαν: ${i?.added}· ενημερώθηκαν: ${i?.updated}· χωρίς αλλαγή: ${i?.unchanged}.`)
};

const hr_species_imported = /** @type {(inputs: Species_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uvoz je gotov. Dodano: ${i?.added}; ažurirano: ${i?.updated}; bez promjene: ${i?.unchanged}.`)
};

/**
* | output |
* | --- |
* | "Imported: {added} added, {updated} updated, {unchanged} unchanged." |
*
* @param {Species_ImportedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_imported = /** @type {((inputs: Species_ImportedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_ImportedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_imported(inputs)
	if (locale === "fr") return fr_species_imported(inputs)
	if (locale === "it") return it_species_imported(inputs)
	if (locale === "pt") return pt_species_imported(inputs)
	if (locale === "el") return el_species_imported(inputs)
	if (locale === "hr") return hr_species_imported(inputs)
	return en_species_imported(inputs)
});