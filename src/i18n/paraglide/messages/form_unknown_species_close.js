import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, matches: NonNullable<unknown> }} Form_Unknown_Species_CloseInputs */

const en_form_unknown_species_close = /** @type {(inputs: Form_Unknown_Species_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No species is called “${i?.name}”. Did you mean: ${i?.matches}?`)
};

const es_form_unknown_species_close = /** @type {(inputs: Form_Unknown_Species_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay ninguna especie llamada «${i?.name}». ¿Quizá: ${i?.matches}?`)
};

const fr_form_unknown_species_close = /** @type {(inputs: Form_Unknown_Species_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune espèce ne s’appelle « ${i?.name} ». Vouliez-vous dire : ${i?.matches} ?`)
};

const it_form_unknown_species_close = /** @type {(inputs: Form_Unknown_Species_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nessuna specie si chiama «${i?.name}». Forse intendevi: ${i?.matches}?`)
};

const pt_form_unknown_species_close = /** @type {(inputs: Form_Unknown_Species_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não há nenhuma espécie chamada “${i?.name}”. Será: ${i?.matches}?`)
};

const el_form_unknown_species_close = /** @type {(inputs: Form_Unknown_Species_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει είδος με το όνομα «${i?.name}». Μήπως εννοείτε: ${i?.matches};`)
};

const hr_form_unknown_species_close = /** @type {(inputs: Form_Unknown_Species_CloseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nema vrste imena „${i?.name}”. Jeste li mislili: ${i?.matches}?`)
};

/**
* | output |
* | --- |
* | "No species is called “{name}”. Did you mean: {matches}?" |
*
* @param {Form_Unknown_Species_CloseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_unknown_species_close = /** @type {((inputs: Form_Unknown_Species_CloseInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Unknown_Species_CloseInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_unknown_species_close(inputs)
	if (locale === "fr") return fr_form_unknown_species_close(inputs)
	if (locale === "it") return it_form_unknown_species_close(inputs)
	if (locale === "pt") return pt_form_unknown_species_close(inputs)
	if (locale === "el") return el_form_unknown_species_close(inputs)
	if (locale === "hr") return hr_form_unknown_species_close(inputs)
	return en_form_unknown_species_close(inputs)
});