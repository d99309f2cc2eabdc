import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_No_EntriesInputs */

const en_competition_no_entries = /** @type {(inputs: Competition_No_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No entries yet.`)
};

const es_competition_no_entries = /** @type {(inputs: Competition_No_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay inscripciones.`)
};

const fr_competition_no_entries = /** @type {(inputs: Competition_No_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore d’inscriptions.`)
};

const it_competition_no_entries = /** @type {(inputs: Competition_No_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessuna iscrizione.`)
};

const pt_competition_no_entries = /** @type {(inputs: Competition_No_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda sem inscrições.`)
};

const el_competition_no_entries = /** @type {(inputs: Competition_No_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχουν ακόμη συμμετοχές.`)
};

const hr_competition_no_entries = /** @type {(inputs: Competition_No_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Još nema prijava.`)
};

/**
* | output |
* | --- |
* | "No entries yet." |
*
* @param {Competition_No_EntriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_no_entries = /** @type {((inputs?: Competition_No_EntriesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_No_EntriesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_no_entries(inputs)
	if (locale === "fr") return fr_competition_no_entries(inputs)
	if (locale === "it") return it_competition_no_entries(inputs)
	if (locale === "pt") return pt_competition_no_entries(inputs)
	if (locale === "el") return el_competition_no_entries(inputs)
	if (locale === "hr") return hr_competition_no_entries(inputs)
	return en_competition_no_entries(inputs)
});