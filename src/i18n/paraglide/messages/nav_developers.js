import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_DevelopersInputs */

const en_nav_developers = /** @type {(inputs: Nav_DevelopersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Developers`)
};

const es_nav_developers = /** @type {(inputs: Nav_DevelopersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desarrolladores`)
};

const fr_nav_developers = /** @type {(inputs: Nav_DevelopersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Développeurs`)
};

const it_nav_developers = /** @type {(inputs: Nav_DevelopersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sviluppatori`)
};

const pt_nav_developers = /** @type {(inputs: Nav_DevelopersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programadores`)
};

const el_nav_developers = /** @type {(inputs: Nav_DevelopersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προγραμματιστές`)
};

const hr_nav_developers = /** @type {(inputs: Nav_DevelopersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programeri`)
};

/**
* | output |
* | --- |
* | "Developers" |
*
* @param {Nav_DevelopersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_developers = /** @type {((inputs?: Nav_DevelopersInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_DevelopersInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_developers(inputs)
	if (locale === "fr") return fr_nav_developers(inputs)
	if (locale === "it") return it_nav_developers(inputs)
	if (locale === "pt") return pt_nav_developers(inputs)
	if (locale === "el") return el_nav_developers(inputs)
	if (locale === "hr") return hr_nav_developers(inputs)
	return en_nav_developers(inputs)
});