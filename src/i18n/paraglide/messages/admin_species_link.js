import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Species_LinkInputs */

const en_admin_species_link = /** @type {(inputs: Admin_Species_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Species catalogue`)
};

const es_admin_species_link = /** @type {(inputs: Admin_Species_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catálogo de especies`)
};

const fr_admin_species_link = /** @type {(inputs: Admin_Species_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catalogue des espèces`)
};

const it_admin_species_link = /** @type {(inputs: Admin_Species_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catalogo delle specie`)
};

const pt_admin_species_link = /** @type {(inputs: Admin_Species_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catálogo de espécies`)
};

const el_admin_species_link = /** @type {(inputs: Admin_Species_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάλογος ειδών`)
};

const hr_admin_species_link = /** @type {(inputs: Admin_Species_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Katalog vrsta`)
};

/**
* | output |
* | --- |
* | "Species catalogue" |
*
* @param {Admin_Species_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const admin_species_link = /** @type {((inputs?: Admin_Species_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Species_LinkInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_species_link(inputs)
	if (locale === "fr") return fr_admin_species_link(inputs)
	if (locale === "it") return it_admin_species_link(inputs)
	if (locale === "pt") return pt_admin_species_link(inputs)
	if (locale === "el") return el_admin_species_link(inputs)
	if (locale === "hr") return hr_admin_species_link(inputs)
	return en_admin_species_link(inputs)
});