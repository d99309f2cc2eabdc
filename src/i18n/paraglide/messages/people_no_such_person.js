import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_No_Such_PersonInputs */

const en_people_no_such_person = /** @type {(inputs: People_No_Such_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such person`)
};

const es_people_no_such_person = /** @type {(inputs: People_No_Such_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No existe esa persona`)
};

const fr_people_no_such_person = /** @type {(inputs: People_No_Such_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne introuvable`)
};

const it_people_no_such_person = /** @type {(inputs: People_No_Such_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persona inesistente`)
};

const pt_people_no_such_person = /** @type {(inputs: People_No_Such_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essa pessoa não existe`)
};

const el_people_no_such_person = /** @type {(inputs: People_No_Such_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει τέτοιο άτομο`)
};

const hr_people_no_such_person = /** @type {(inputs: People_No_Such_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nema takve osobe`)
};

/**
* | output |
* | --- |
* | "No such person" |
*
* @param {People_No_Such_PersonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_no_such_person = /** @type {((inputs?: People_No_Such_PersonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_No_Such_PersonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_no_such_person(inputs)
	if (locale === "fr") return fr_people_no_such_person(inputs)
	if (locale === "it") return it_people_no_such_person(inputs)
	if (locale === "pt") return pt_people_no_such_person(inputs)
	if (locale === "el") return el_people_no_such_person(inputs)
	if (locale === "hr") return hr_people_no_such_person(inputs)
	return en_people_no_such_person(inputs)
});