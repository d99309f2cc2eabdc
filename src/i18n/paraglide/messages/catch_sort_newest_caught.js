import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Sort_Newest_CaughtInputs */

const en_catch_sort_newest_caught = /** @type {(inputs: Catch_Sort_Newest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest caught`)
};

const es_catch_sort_newest_caught = /** @type {(inputs: Catch_Sort_Newest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de captura, recientes primero`)
};

const fr_catch_sort_newest_caught = /** @type {(inputs: Catch_Sort_Newest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de prise, récentes d’abord`)
};

const it_catch_sort_newest_caught = /** @type {(inputs: Catch_Sort_Newest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data di cattura, recenti prima`)
};

const pt_catch_sort_newest_caught = /** @type {(inputs: Catch_Sort_Newest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data de captura, recentes primeiro`)
};

const el_catch_sort_newest_caught = /** @type {(inputs: Catch_Sort_Newest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ημ. ψαριάς, νεότερες πρώτα`)
};

const hr_catch_sort_newest_caught = /** @type {(inputs: Catch_Sort_Newest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum ulova, najnoviji prvo`)
};

/**
* | output |
* | --- |
* | "Newest caught" |
*
* @param {Catch_Sort_Newest_CaughtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_sort_newest_caught = /** @type {((inputs?: Catch_Sort_Newest_CaughtInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_Newest_CaughtInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_sort_newest_caught(inputs)
	if (locale === "fr") return fr_catch_sort_newest_caught(inputs)
	if (locale === "it") return it_catch_sort_newest_caught(inputs)
	if (locale === "pt") return pt_catch_sort_newest_caught(inputs)
	if (locale === "el") return el_catch_sort_newest_caught(inputs)
	if (locale === "hr") return hr_catch_sort_newest_caught(inputs)
	return en_catch_sort_newest_caught(inputs)
});