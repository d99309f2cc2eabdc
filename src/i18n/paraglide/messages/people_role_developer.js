import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Role_DeveloperInputs */

const en_people_role_developer = /** @type {(inputs: People_Role_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`developer`)
};

const es_people_role_developer = /** @type {(inputs: People_Role_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desarrollador`)
};

const fr_people_role_developer = /** @type {(inputs: People_Role_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`développeur`)
};

const it_people_role_developer = /** @type {(inputs: People_Role_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sviluppatore`)
};

const pt_people_role_developer = /** @type {(inputs: People_Role_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`programador`)
};

const el_people_role_developer = /** @type {(inputs: People_Role_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`προγραμματιστής`)
};

const hr_people_role_developer = /** @type {(inputs: People_Role_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`programer`)
};

/**
* | output |
* | --- |
* | "developer" |
*
* @param {People_Role_DeveloperInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_role_developer = /** @type {((inputs?: People_Role_DeveloperInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Role_DeveloperInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_role_developer(inputs)
	if (locale === "fr") return fr_people_role_developer(inputs)
	if (locale === "it") return it_people_role_developer(inputs)
	if (locale === "pt") return pt_people_role_developer(inputs)
	if (locale === "el") return el_people_role_developer(inputs)
	if (locale === "hr") return hr_people_role_developer(inputs)
	return en_people_role_developer(inputs)
});