import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Nav_AccessInputs */

const en_dev_nav_access = /** @type {(inputs: Dev_Nav_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access`)
};

const es_dev_nav_access = /** @type {(inputs: Dev_Nav_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso`)
};

const fr_dev_nav_access = /** @type {(inputs: Dev_Nav_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès`)
};

const it_dev_nav_access = /** @type {(inputs: Dev_Nav_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso`)
};

const pt_dev_nav_access = /** @type {(inputs: Dev_Nav_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acesso`)
};

const el_dev_nav_access = /** @type {(inputs: Dev_Nav_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρόσβαση`)
};

const hr_dev_nav_access = /** @type {(inputs: Dev_Nav_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pristup`)
};

/**
* | output |
* | --- |
* | "Access" |
*
* @param {Dev_Nav_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_nav_access = /** @type {((inputs?: Dev_Nav_AccessInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_AccessInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_nav_access(inputs)
	if (locale === "fr") return fr_dev_nav_access(inputs)
	if (locale === "it") return it_dev_nav_access(inputs)
	if (locale === "pt") return pt_dev_nav_access(inputs)
	if (locale === "el") return el_dev_nav_access(inputs)
	if (locale === "hr") return hr_dev_nav_access(inputs)
	return en_dev_nav_access(inputs)
});