import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Preview_ChangesInputs */

const en_species_preview_changes = /** @type {(inputs: Species_Preview_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview the changes`)
};

const es_species_preview_changes = /** @type {(inputs: Species_Preview_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los cambios antes de aplicarlos`)
};

const fr_species_preview_changes = /** @type {(inputs: Species_Preview_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les changements avant de les appliquer`)
};

const it_species_preview_changes = /** @type {(inputs: Species_Preview_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vedi le modifiche prima di applicarle`)
};

const pt_species_preview_changes = /** @type {(inputs: Species_Preview_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver as alterações antes de aplicar`)
};

const el_species_preview_changes = /** @type {(inputs: Species_Preview_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προεπισκόπηση αλλαγών`)
};

const hr_species_preview_changes = /** @type {(inputs: Species_Preview_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregledaj promjene`)
};

/**
* | output |
* | --- |
* | "Preview the changes" |
*
* @param {Species_Preview_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_preview_changes = /** @type {((inputs?: Species_Preview_ChangesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Preview_ChangesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_preview_changes(inputs)
	if (locale === "fr") return fr_species_preview_changes(inputs)
	if (locale === "it") return it_species_preview_changes(inputs)
	if (locale === "pt") return pt_species_preview_changes(inputs)
	if (locale === "el") return el_species_preview_changes(inputs)
	if (locale === "hr") return hr_species_preview_changes(inputs)
	return en_species_preview_changes(inputs)
});