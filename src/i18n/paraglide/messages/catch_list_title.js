import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_List_TitleInputs */

const en_catch_list_title = /** @type {(inputs: Catch_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My catches`)
};

const es_catch_list_title = /** @type {(inputs: Catch_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis capturas`)
};

const fr_catch_list_title = /** @type {(inputs: Catch_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes prises`)
};

const it_catch_list_title = /** @type {(inputs: Catch_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mie catture`)
};

const pt_catch_list_title = /** @type {(inputs: Catch_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minhas capturas`)
};

const el_catch_list_title = /** @type {(inputs: Catch_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι ψαριές μου`)
};

const hr_catch_list_title = /** @type {(inputs: Catch_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moji ulovi`)
};

/**
* | output |
* | --- |
* | "My catches" |
*
* @param {Catch_List_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_list_title = /** @type {((inputs?: Catch_List_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_list_title(inputs)
	if (locale === "fr") return fr_catch_list_title(inputs)
	if (locale === "it") return it_catch_list_title(inputs)
	if (locale === "pt") return pt_catch_list_title(inputs)
	if (locale === "el") return el_catch_list_title(inputs)
	if (locale === "hr") return hr_catch_list_title(inputs)
	return en_catch_list_title(inputs)
});