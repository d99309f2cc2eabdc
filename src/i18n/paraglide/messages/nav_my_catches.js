import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_My_CatchesInputs */

const en_nav_my_catches = /** @type {(inputs: Nav_My_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My catches`)
};

const es_nav_my_catches = /** @type {(inputs: Nav_My_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis capturas`)
};

const fr_nav_my_catches = /** @type {(inputs: Nav_My_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes prises`)
};

const it_nav_my_catches = /** @type {(inputs: Nav_My_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mie catture`)
};

const pt_nav_my_catches = /** @type {(inputs: Nav_My_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minhas capturas`)
};

const el_nav_my_catches = /** @type {(inputs: Nav_My_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι ψαριές μου`)
};

const hr_nav_my_catches = /** @type {(inputs: Nav_My_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moji ulovi`)
};

/**
* | output |
* | --- |
* | "My catches" |
*
* @param {Nav_My_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_my_catches = /** @type {((inputs?: Nav_My_CatchesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_My_CatchesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_my_catches(inputs)
	if (locale === "fr") return fr_nav_my_catches(inputs)
	if (locale === "it") return it_nav_my_catches(inputs)
	if (locale === "pt") return pt_nav_my_catches(inputs)
	if (locale === "el") return el_nav_my_catches(inputs)
	if (locale === "hr") return hr_nav_my_catches(inputs)
	return en_nav_my_catches(inputs)
});