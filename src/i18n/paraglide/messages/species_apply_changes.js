import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Apply_ChangesInputs */

const en_species_apply_changes = /** @type {(inputs: Species_Apply_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply these changes`)
};

const es_species_apply_changes = /** @type {(inputs: Species_Apply_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar estos cambios`)
};

const fr_species_apply_changes = /** @type {(inputs: Species_Apply_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliquer ces changements`)
};

const it_species_apply_changes = /** @type {(inputs: Species_Apply_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applica queste modifiche`)
};

const pt_species_apply_changes = /** @type {(inputs: Species_Apply_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar estas alterações`)
};

const el_species_apply_changes = /** @type {(inputs: Species_Apply_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εφαρμογή αυτών των αλλαγών`)
};

const hr_species_apply_changes = /** @type {(inputs: Species_Apply_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primijeni ove promjene`)
};

/**
* | output |
* | --- |
* | "Apply these changes" |
*
* @param {Species_Apply_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_apply_changes = /** @type {((inputs?: Species_Apply_ChangesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Apply_ChangesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_apply_changes(inputs)
	if (locale === "fr") return fr_species_apply_changes(inputs)
	if (locale === "it") return it_species_apply_changes(inputs)
	if (locale === "pt") return pt_species_apply_changes(inputs)
	if (locale === "el") return el_species_apply_changes(inputs)
	if (locale === "hr") return hr_species_apply_changes(inputs)
	return en_species_apply_changes(inputs)
});