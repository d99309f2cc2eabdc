import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Col_ScientificInputs */

const en_species_col_scientific = /** @type {(inputs: Species_Col_ScientificInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scientific name`)
};

const es_species_col_scientific = /** @type {(inputs: Species_Col_ScientificInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre científico`)
};

const fr_species_col_scientific = /** @type {(inputs: Species_Col_ScientificInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom scientifique`)
};

const it_species_col_scientific = /** @type {(inputs: Species_Col_ScientificInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome scientifico`)
};

const pt_species_col_scientific = /** @type {(inputs: Species_Col_ScientificInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome científico`)
};

const el_species_col_scientific = /** @type {(inputs: Species_Col_ScientificInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιστημονικό όνομα`)
};

const hr_species_col_scientific = /** @type {(inputs: Species_Col_ScientificInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Znanstveni naziv`)
};

/**
* | output |
* | --- |
* | "Scientific name" |
*
* @param {Species_Col_ScientificInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_col_scientific = /** @type {((inputs?: Species_Col_ScientificInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Col_ScientificInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_col_scientific(inputs)
	if (locale === "fr") return fr_species_col_scientific(inputs)
	if (locale === "it") return it_species_col_scientific(inputs)
	if (locale === "pt") return pt_species_col_scientific(inputs)
	if (locale === "el") return el_species_col_scientific(inputs)
	if (locale === "hr") return hr_species_col_scientific(inputs)
	return en_species_col_scientific(inputs)
});