import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_MenuInputs */

const en_nav_menu = /** @type {(inputs: Nav_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

const es_nav_menu = /** @type {(inputs: Nav_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menú`)
};

const fr_nav_menu = /** @type {(inputs: Nav_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

const it_nav_menu = /** @type {(inputs: Nav_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

const pt_nav_menu = /** @type {(inputs: Nav_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

const el_nav_menu = /** @type {(inputs: Nav_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μενού`)
};

const hr_nav_menu = /** @type {(inputs: Nav_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izbornik`)
};

/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Nav_MenuInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_menu = /** @type {((inputs?: Nav_MenuInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MenuInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_menu(inputs)
	if (locale === "fr") return fr_nav_menu(inputs)
	if (locale === "it") return it_nav_menu(inputs)
	if (locale === "pt") return pt_nav_menu(inputs)
	if (locale === "el") return el_nav_menu(inputs)
	if (locale === "hr") return hr_nav_menu(inputs)
	return en_nav_menu(inputs)
});