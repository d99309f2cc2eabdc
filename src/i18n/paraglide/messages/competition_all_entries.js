import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_All_EntriesInputs */

const en_competition_all_entries = /** @type {(inputs: Competition_All_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All entries`)
};

const es_competition_all_entries = /** @type {(inputs: Competition_All_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las inscripciones`)
};

const fr_competition_all_entries = /** @type {(inputs: Competition_All_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les inscriptions`)
};

const it_competition_all_entries = /** @type {(inputs: Competition_All_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutte le iscrizioni`)
};

const pt_competition_all_entries = /** @type {(inputs: Competition_All_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as inscrições`)
};

const el_competition_all_entries = /** @type {(inputs: Competition_All_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλες οι συμμετοχές`)
};

const hr_competition_all_entries = /** @type {(inputs: Competition_All_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sve prijave`)
};

/**
* | output |
* | --- |
* | "All entries" |
*
* @param {Competition_All_EntriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_all_entries = /** @type {((inputs?: Competition_All_EntriesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_All_EntriesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_all_entries(inputs)
	if (locale === "fr") return fr_competition_all_entries(inputs)
	if (locale === "it") return it_competition_all_entries(inputs)
	if (locale === "pt") return pt_competition_all_entries(inputs)
	if (locale === "el") return el_competition_all_entries(inputs)
	if (locale === "hr") return hr_competition_all_entries(inputs)
	return en_competition_all_entries(inputs)
});