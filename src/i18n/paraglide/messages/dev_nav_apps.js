import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Nav_AppsInputs */

const en_dev_nav_apps = /** @type {(inputs: Dev_Nav_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apps`)
};

const es_dev_nav_apps = /** @type {(inputs: Dev_Nav_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicaciones`)
};

const fr_dev_nav_apps = /** @type {(inputs: Dev_Nav_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications`)
};

const it_dev_nav_apps = /** @type {(inputs: Dev_Nav_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App`)
};

const pt_dev_nav_apps = /** @type {(inputs: Dev_Nav_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicações`)
};

const el_dev_nav_apps = /** @type {(inputs: Dev_Nav_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εφαρμογές`)
};

const hr_dev_nav_apps = /** @type {(inputs: Dev_Nav_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplikacije`)
};

/**
* | output |
* | --- |
* | "Apps" |
*
* @param {Dev_Nav_AppsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_nav_apps = /** @type {((inputs?: Dev_Nav_AppsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_AppsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_nav_apps(inputs)
	if (locale === "fr") return fr_dev_nav_apps(inputs)
	if (locale === "it") return it_dev_nav_apps(inputs)
	if (locale === "pt") return pt_dev_nav_apps(inputs)
	if (locale === "el") return el_dev_nav_apps(inputs)
	if (locale === "hr") return hr_dev_nav_apps(inputs)
	return en_dev_nav_apps(inputs)
});