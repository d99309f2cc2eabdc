import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_List_Empty_ButtonInputs */

const en_catch_list_empty_button = /** @type {(inputs: Catch_List_Empty_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log your first catch`)
};

const es_catch_list_empty_button = /** @type {(inputs: Catch_List_Empty_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra tu primera captura`)
};

const fr_catch_list_empty_button = /** @type {(inputs: Catch_List_Empty_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déclarez votre première prise`)
};

const it_catch_list_empty_button = /** @type {(inputs: Catch_List_Empty_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra la tua prima cattura`)
};

const pt_catch_list_empty_button = /** @type {(inputs: Catch_List_Empty_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar a primeira captura`)
};

const el_catch_list_empty_button = /** @type {(inputs: Catch_List_Empty_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καταγράψτε την πρώτη σας ψαριά`)
};

const hr_catch_list_empty_button = /** @type {(inputs: Catch_List_Empty_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upišite svoj prvi ulov`)
};

/**
* | output |
* | --- |
* | "Log your first catch" |
*
* @param {Catch_List_Empty_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_list_empty_button = /** @type {((inputs?: Catch_List_Empty_ButtonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_Empty_ButtonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_list_empty_button(inputs)
	if (locale === "fr") return fr_catch_list_empty_button(inputs)
	if (locale === "it") return it_catch_list_empty_button(inputs)
	if (locale === "pt") return pt_catch_list_empty_button(inputs)
	if (locale === "el") return el_catch_list_empty_button(inputs)
	if (locale === "hr") return hr_catch_list_empty_button(inputs)
	return en_catch_list_empty_button(inputs)
});