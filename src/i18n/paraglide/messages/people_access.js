import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_AccessInputs */

const en_people_access = /** @type {(inputs: People_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access`)
};

const es_people_access = /** @type {(inputs: People_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso`)
};

const fr_people_access = /** @type {(inputs: People_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès`)
};

const it_people_access = /** @type {(inputs: People_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso`)
};

const pt_people_access = /** @type {(inputs: People_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acesso`)
};

const el_people_access = /** @type {(inputs: People_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρόσβαση`)
};

const hr_people_access = /** @type {(inputs: People_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pristup`)
};

/**
* | output |
* | --- |
* | "Access" |
*
* @param {People_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_access = /** @type {((inputs?: People_AccessInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_AccessInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_access(inputs)
	if (locale === "fr") return fr_people_access(inputs)
	if (locale === "it") return it_people_access(inputs)
	if (locale === "pt") return pt_people_access(inputs)
	if (locale === "el") return el_people_access(inputs)
	if (locale === "hr") return hr_people_access(inputs)
	return en_people_access(inputs)
});