import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Rejected_LabelInputs */

const en_species_rejected_label = /** @type {(inputs: Species_Rejected_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejected lines`)
};

const es_species_rejected_label = /** @type {(inputs: Species_Rejected_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Líneas rechazadas`)
};

const fr_species_rejected_label = /** @type {(inputs: Species_Rejected_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lignes refusées`)
};

const it_species_rejected_label = /** @type {(inputs: Species_Rejected_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Righe scartate`)
};

const pt_species_rejected_label = /** @type {(inputs: Species_Rejected_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linhas recusadas`)
};

const el_species_rejected_label = /** @type {(inputs: Species_Rejected_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Γραμμές που απορρίφθηκαν`)
};

const hr_species_rejected_label = /** @type {(inputs: Species_Rejected_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odbijeni retci`)
};

/**
* | output |
* | --- |
* | "Rejected lines" |
*
* @param {Species_Rejected_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_rejected_label = /** @type {((inputs?: Species_Rejected_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Rejected_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_rejected_label(inputs)
	if (locale === "fr") return fr_species_rejected_label(inputs)
	if (locale === "it") return it_species_rejected_label(inputs)
	if (locale === "pt") return pt_species_rejected_label(inputs)
	if (locale === "el") return el_species_rejected_label(inputs)
	if (locale === "hr") return hr_species_rejected_label(inputs)
	return en_species_rejected_label(inputs)
});