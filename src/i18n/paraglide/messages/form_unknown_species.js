import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Form_Unknown_SpeciesInputs */

const en_form_unknown_species = /** @type {(inputs: Form_Unknown_SpeciesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No species is called “${i?.name}”.`)
};

const es_form_unknown_species = /** @type {(inputs: Form_Unknown_SpeciesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay ninguna especie llamada «${i?.name}».`)
};

const fr_form_unknown_species = /** @type {(inputs: Form_Unknown_SpeciesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune espèce ne s’appelle « ${i?.name} ».`)
};

const it_form_unknown_species = /** @type {(inputs: Form_Unknown_SpeciesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nessuna specie si chiama «${i?.name}».`)
};

const pt_form_unknown_species = /** @type {(inputs: Form_Unknown_SpeciesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não há nenhuma espécie chamada “${i?.name}”.`)
};

const el_form_unknown_species = /** @type {(inputs: Form_Unknown_SpeciesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει είδος με το όνομα «${i?.name}».`)
};

const hr_form_unknown_species = /** @type {(inputs: Form_Unknown_SpeciesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nema vrste imena „${i?.name}”.`)
};

/**
* | output |
* | --- |
* | "No species is called “{name}”." |
*
* @param {Form_Unknown_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_unknown_species = /** @type {((inputs: Form_Unknown_SpeciesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Unknown_SpeciesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_unknown_species(inputs)
	if (locale === "fr") return fr_form_unknown_species(inputs)
	if (locale === "it") return it_form_unknown_species(inputs)
	if (locale === "pt") return pt_form_unknown_species(inputs)
	if (locale === "el") return el_form_unknown_species(inputs)
	if (locale === "hr") return hr_form_unknown_species(inputs)
	return en_form_unknown_species(inputs)
});