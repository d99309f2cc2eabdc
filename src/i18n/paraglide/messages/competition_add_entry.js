import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Add_EntryInputs */

const en_competition_add_entry = /** @type {(inputs: Competition_Add_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add entry`)
};

const es_competition_add_entry = /** @type {(inputs: Competition_Add_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir inscripción`)
};

const fr_competition_add_entry = /** @type {(inputs: Competition_Add_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter l’inscription`)
};

const it_competition_add_entry = /** @type {(inputs: Competition_Add_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungi iscrizione`)
};

const pt_competition_add_entry = /** @type {(inputs: Competition_Add_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar inscrição`)
};

const el_competition_add_entry = /** @type {(inputs: Competition_Add_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη`)
};

const hr_competition_add_entry = /** @type {(inputs: Competition_Add_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dodaj prijavu`)
};

/**
* | output |
* | --- |
* | "Add entry" |
*
* @param {Competition_Add_EntryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_add_entry = /** @type {((inputs?: Competition_Add_EntryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Add_EntryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_add_entry(inputs)
	if (locale === "fr") return fr_competition_add_entry(inputs)
	if (locale === "it") return it_competition_add_entry(inputs)
	if (locale === "pt") return pt_competition_add_entry(inputs)
	if (locale === "el") return el_competition_add_entry(inputs)
	if (locale === "hr") return hr_competition_add_entry(inputs)
	return en_competition_add_entry(inputs)
});