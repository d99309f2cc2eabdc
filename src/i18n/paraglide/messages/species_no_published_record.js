import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_No_Published_RecordInputs */

const en_species_no_published_record = /** @type {(inputs: Species_No_Published_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No published record.`)
};

const es_species_no_published_record = /** @type {(inputs: Species_No_Published_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin récord publicado.`)
};

const fr_species_no_published_record = /** @type {(inputs: Species_No_Published_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun record publié.`)
};

const it_species_no_published_record = /** @type {(inputs: Species_No_Published_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun record pubblicato.`)
};

const pt_species_no_published_record = /** @type {(inputs: Species_No_Published_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum recorde publicado.`)
};

const el_species_no_published_record = /** @type {(inputs: Species_No_Published_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει δημοσιευμένο ρεκόρ.`)
};

const hr_species_no_published_record = /** @type {(inputs: Species_No_Published_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nema objavljenog rekorda.`)
};

/**
* | output |
* | --- |
* | "No published record." |
*
* @param {Species_No_Published_RecordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_no_published_record = /** @type {((inputs?: Species_No_Published_RecordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_No_Published_RecordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_no_published_record(inputs)
	if (locale === "fr") return fr_species_no_published_record(inputs)
	if (locale === "it") return it_species_no_published_record(inputs)
	if (locale === "pt") return pt_species_no_published_record(inputs)
	if (locale === "el") return el_species_no_published_record(inputs)
	if (locale === "hr") return hr_species_no_published_record(inputs)
	return en_species_no_published_record(inputs)
});