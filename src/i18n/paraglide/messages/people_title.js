import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_TitleInputs */

const en_people_title = /** @type {(inputs: People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People`)
};

const es_people_title = /** @type {(inputs: People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas`)
};

const fr_people_title = /** @type {(inputs: People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes`)
};

const it_people_title = /** @type {(inputs: People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persone`)
};

const pt_people_title = /** @type {(inputs: People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pessoas`)
};

const el_people_title = /** @type {(inputs: People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άτομα`)
};

const hr_people_title = /** @type {(inputs: People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Osobe`)
};

/**
* | output |
* | --- |
* | "People" |
*
* @param {People_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_title = /** @type {((inputs?: People_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_title(inputs)
	if (locale === "fr") return fr_people_title(inputs)
	if (locale === "it") return it_people_title(inputs)
	if (locale === "pt") return pt_people_title(inputs)
	if (locale === "el") return el_people_title(inputs)
	if (locale === "hr") return hr_people_title(inputs)
	return en_people_title(inputs)
});