import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_HeadingInputs */

const en_people_heading = /** @type {(inputs: People_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People and roles`)
};

const es_people_heading = /** @type {(inputs: People_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas y roles`)
};

const fr_people_heading = /** @type {(inputs: People_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes et rôles`)
};

const it_people_heading = /** @type {(inputs: People_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persone e ruoli`)
};

const pt_people_heading = /** @type {(inputs: People_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pessoas e funções`)
};

const el_people_heading = /** @type {(inputs: People_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άτομα και ρόλοι`)
};

const hr_people_heading = /** @type {(inputs: People_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Osobe i uloge`)
};

/**
* | output |
* | --- |
* | "People and roles" |
*
* @param {People_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_heading = /** @type {((inputs?: People_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_heading(inputs)
	if (locale === "fr") return fr_people_heading(inputs)
	if (locale === "it") return it_people_heading(inputs)
	if (locale === "pt") return pt_people_heading(inputs)
	if (locale === "el") return el_people_heading(inputs)
	if (locale === "hr") return hr_people_heading(inputs)
	return en_people_heading(inputs)
});