import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scope_Species_WriteInputs */

const en_scope_species_write = /** @type {(inputs: Scope_Species_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add and edit species and upload species photos (admins)`)
};

const es_scope_species_write = /** @type {(inputs: Scope_Species_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir y editar especies y subir sus fotos (administradores)`)
};

const fr_scope_species_write = /** @type {(inputs: Scope_Species_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter et modifier des espèces et envoyer leurs photos (administrateurs)`)
};

const it_scope_species_write = /** @type {(inputs: Scope_Species_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungere e modificare specie e caricarne le foto (amministratori)`)
};

const pt_scope_species_write = /** @type {(inputs: Scope_Species_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar e editar espécies e enviar fotos delas (administradores)`)
};

const el_scope_species_write = /** @type {(inputs: Scope_Species_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να προσθέτει και να επεξεργάζεται είδη και να ανεβάζει φωτογραφίες τους (διαχειριστές)`)
};

const hr_scope_species_write = /** @type {(inputs: Scope_Species_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dodavati i uređivati vrste te učitavati njihove fotografije (administratori)`)
};

/**
* | output |
* | --- |
* | "Add and edit species and upload species photos (admins)" |
*
* @param {Scope_Species_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_species_write = /** @type {((inputs?: Scope_Species_WriteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Species_WriteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_scope_species_write(inputs)
	if (locale === "fr") return fr_scope_species_write(inputs)
	if (locale === "it") return it_scope_species_write(inputs)
	if (locale === "pt") return pt_scope_species_write(inputs)
	if (locale === "el") return el_scope_species_write(inputs)
	if (locale === "hr") return hr_scope_species_write(inputs)
	return en_scope_species_write(inputs)
});