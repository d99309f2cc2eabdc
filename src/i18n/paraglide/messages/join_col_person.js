import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Col_PersonInputs */

const en_join_col_person = /** @type {(inputs: Join_Col_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Person`)
};

const es_join_col_person = /** @type {(inputs: Join_Col_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persona`)
};

const fr_join_col_person = /** @type {(inputs: Join_Col_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne`)
};

const it_join_col_person = /** @type {(inputs: Join_Col_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persona`)
};

const pt_join_col_person = /** @type {(inputs: Join_Col_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pessoa`)
};

const el_join_col_person = /** @type {(inputs: Join_Col_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άτομο`)
};

const hr_join_col_person = /** @type {(inputs: Join_Col_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Osoba`)
};

/**
* | output |
* | --- |
* | "Person" |
*
* @param {Join_Col_PersonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_col_person = /** @type {((inputs?: Join_Col_PersonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Col_PersonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_col_person(inputs)
	if (locale === "fr") return fr_join_col_person(inputs)
	if (locale === "it") return it_join_col_person(inputs)
	if (locale === "pt") return pt_join_col_person(inputs)
	if (locale === "el") return el_join_col_person(inputs)
	if (locale === "hr") return hr_join_col_person(inputs)
	return en_join_col_person(inputs)
});