import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Add_Entry_HeadingInputs */

const en_competition_add_entry_heading = /** @type {(inputs: Competition_Add_Entry_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an entry`)
};

const es_competition_add_entry_heading = /** @type {(inputs: Competition_Add_Entry_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir una inscripción`)
};

const fr_competition_add_entry_heading = /** @type {(inputs: Competition_Add_Entry_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une inscription`)
};

const it_competition_add_entry_heading = /** @type {(inputs: Competition_Add_Entry_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungi un’iscrizione`)
};

const pt_competition_add_entry_heading = /** @type {(inputs: Competition_Add_Entry_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar uma inscrição`)
};

const el_competition_add_entry_heading = /** @type {(inputs: Competition_Add_Entry_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη συμμετοχής`)
};

const hr_competition_add_entry_heading = /** @type {(inputs: Competition_Add_Entry_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dodajte prijavu`)
};

/**
* | output |
* | --- |
* | "Add an entry" |
*
* @param {Competition_Add_Entry_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_add_entry_heading = /** @type {((inputs?: Competition_Add_Entry_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Add_Entry_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_add_entry_heading(inputs)
	if (locale === "fr") return fr_competition_add_entry_heading(inputs)
	if (locale === "it") return it_competition_add_entry_heading(inputs)
	if (locale === "pt") return pt_competition_add_entry_heading(inputs)
	if (locale === "el") return el_competition_add_entry_heading(inputs)
	if (locale === "hr") return hr_competition_add_entry_heading(inputs)
	return en_competition_add_entry_heading(inputs)
});