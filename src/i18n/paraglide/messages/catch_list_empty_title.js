import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_List_Empty_TitleInputs */

const en_catch_list_empty_title = /** @type {(inputs: Catch_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your log is empty`)
};

const es_catch_list_empty_title = /** @type {(inputs: Catch_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu registro está vacío`)
};

const fr_catch_list_empty_title = /** @type {(inputs: Catch_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre carnet est vide`)
};

const it_catch_list_empty_title = /** @type {(inputs: Catch_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo registro è vuoto`)
};

const pt_catch_list_empty_title = /** @type {(inputs: Catch_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há capturas`)
};

const el_catch_list_empty_title = /** @type {(inputs: Catch_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το ημερολόγιό σας είναι άδειο`)
};

const hr_catch_list_empty_title = /** @type {(inputs: Catch_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš dnevnik je prazan`)
};

/**
* | output |
* | --- |
* | "Your log is empty" |
*
* @param {Catch_List_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_list_empty_title = /** @type {((inputs?: Catch_List_Empty_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_Empty_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_list_empty_title(inputs)
	if (locale === "fr") return fr_catch_list_empty_title(inputs)
	if (locale === "it") return it_catch_list_empty_title(inputs)
	if (locale === "pt") return pt_catch_list_empty_title(inputs)
	if (locale === "el") return el_catch_list_empty_title(inputs)
	if (locale === "hr") return hr_catch_list_empty_title(inputs)
	return en_catch_list_empty_title(inputs)
});