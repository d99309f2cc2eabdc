import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_AdminInputs */

const en_nav_admin = /** @type {(inputs: Nav_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const es_nav_admin = /** @type {(inputs: Nav_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administración`)
};

const fr_nav_admin = /** @type {(inputs: Nav_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administration`)
};

const it_nav_admin = /** @type {(inputs: Nav_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amministrazione`)
};

const pt_nav_admin = /** @type {(inputs: Nav_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administração`)
};

const el_nav_admin = /** @type {(inputs: Nav_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαχείριση`)
};

const hr_nav_admin = /** @type {(inputs: Nav_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administracija`)
};

/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Nav_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_admin = /** @type {((inputs?: Nav_AdminInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_AdminInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_admin(inputs)
	if (locale === "fr") return fr_nav_admin(inputs)
	if (locale === "it") return it_nav_admin(inputs)
	if (locale === "pt") return pt_nav_admin(inputs)
	if (locale === "el") return el_nav_admin(inputs)
	if (locale === "hr") return hr_nav_admin(inputs)
	return en_nav_admin(inputs)
});