import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_List_No_MatchInputs */

const en_catch_list_no_match = /** @type {(inputs: Catch_List_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No catch matches these filters.`)
};

const es_catch_list_no_match = /** @type {(inputs: Catch_List_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna captura coincide con estos filtros.`)
};

const fr_catch_list_no_match = /** @type {(inputs: Catch_List_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune prise ne correspond à ces filtres.`)
};

const it_catch_list_no_match = /** @type {(inputs: Catch_List_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna cattura corrisponde a questi filtri.`)
};

const pt_catch_list_no_match = /** @type {(inputs: Catch_List_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma captura corresponde a estes filtros.`)
};

const el_catch_list_no_match = /** @type {(inputs: Catch_List_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία ψαριά δεν ταιριάζει με αυτά τα φίλτρα.`)
};

const hr_catch_list_no_match = /** @type {(inputs: Catch_List_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nijedan ulov ne odgovara ovim filtrima.`)
};

/**
* | output |
* | --- |
* | "No catch matches these filters." |
*
* @param {Catch_List_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_list_no_match = /** @type {((inputs?: Catch_List_No_MatchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_No_MatchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_list_no_match(inputs)
	if (locale === "fr") return fr_catch_list_no_match(inputs)
	if (locale === "it") return it_catch_list_no_match(inputs)
	if (locale === "pt") return pt_catch_list_no_match(inputs)
	if (locale === "el") return el_catch_list_no_match(inputs)
	if (locale === "hr") return hr_catch_list_no_match(inputs)
	return en_catch_list_no_match(inputs)
});