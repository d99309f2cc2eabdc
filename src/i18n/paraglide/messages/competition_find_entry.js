import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Find_EntryInputs */

const en_competition_find_entry = /** @type {(inputs: Competition_Find_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find the entry`)
};

const es_competition_find_entry = /** @type {(inputs: Competition_Find_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar la inscripción`)
};

const fr_competition_find_entry = /** @type {(inputs: Competition_Find_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver l’inscription`)
};

const it_competition_find_entry = /** @type {(inputs: Competition_Find_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerca l’iscrizione`)
};

const pt_competition_find_entry = /** @type {(inputs: Competition_Find_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Procurar a inscrição`)
};

const el_competition_find_entry = /** @type {(inputs: Competition_Find_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναζήτηση συμμετοχής`)
};

const hr_competition_find_entry = /** @type {(inputs: Competition_Find_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pronađite prijavu`)
};

/**
* | output |
* | --- |
* | "Find the entry" |
*
* @param {Competition_Find_EntryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_find_entry = /** @type {((inputs?: Competition_Find_EntryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Find_EntryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_find_entry(inputs)
	if (locale === "fr") return fr_competition_find_entry(inputs)
	if (locale === "it") return it_competition_find_entry(inputs)
	if (locale === "pt") return pt_competition_find_entry(inputs)
	if (locale === "el") return el_competition_find_entry(inputs)
	if (locale === "hr") return hr_competition_find_entry(inputs)
	return en_competition_find_entry(inputs)
});