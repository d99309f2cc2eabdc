import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Sort_Newest_LoggedInputs */

const en_catch_sort_newest_logged = /** @type {(inputs: Catch_Sort_Newest_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest logged`)
};

const es_catch_sort_newest_logged = /** @type {(inputs: Catch_Sort_Newest_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registradas recientemente`)
};

const fr_catch_sort_newest_logged = /** @type {(inputs: Catch_Sort_Newest_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déclarées récemment`)
};

const it_catch_sort_newest_logged = /** @type {(inputs: Catch_Sort_Newest_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrate di recente`)
};

const pt_catch_sort_newest_logged = /** @type {(inputs: Catch_Sort_Newest_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionadas recentemente`)
};

const el_catch_sort_newest_logged = /** @type {(inputs: Catch_Sort_Newest_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρόσφατες καταγραφές`)
};

const hr_catch_sort_newest_logged = /** @type {(inputs: Catch_Sort_Newest_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nedavno upisani`)
};

/**
* | output |
* | --- |
* | "Newest logged" |
*
* @param {Catch_Sort_Newest_LoggedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_sort_newest_logged = /** @type {((inputs?: Catch_Sort_Newest_LoggedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_Newest_LoggedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_sort_newest_logged(inputs)
	if (locale === "fr") return fr_catch_sort_newest_logged(inputs)
	if (locale === "it") return it_catch_sort_newest_logged(inputs)
	if (locale === "pt") return pt_catch_sort_newest_logged(inputs)
	if (locale === "el") return el_catch_sort_newest_logged(inputs)
	if (locale === "hr") return hr_catch_sort_newest_logged(inputs)
	return en_catch_sort_newest_logged(inputs)
});