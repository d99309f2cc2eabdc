import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Sort_Oldest_CaughtInputs */

const en_catch_sort_oldest_caught = /** @type {(inputs: Catch_Sort_Oldest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oldest caught`)
};

const es_catch_sort_oldest_caught = /** @type {(inputs: Catch_Sort_Oldest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de captura, antiguas primero`)
};

const fr_catch_sort_oldest_caught = /** @type {(inputs: Catch_Sort_Oldest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de prise, anciennes d’abord`)
};

const it_catch_sort_oldest_caught = /** @type {(inputs: Catch_Sort_Oldest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data di cattura, meno recenti prima`)
};

const pt_catch_sort_oldest_caught = /** @type {(inputs: Catch_Sort_Oldest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data de captura, antigas primeiro`)
};

const el_catch_sort_oldest_caught = /** @type {(inputs: Catch_Sort_Oldest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ημ. ψαριάς, παλαιότερες πρώτα`)
};

const hr_catch_sort_oldest_caught = /** @type {(inputs: Catch_Sort_Oldest_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum ulova, najstariji prvo`)
};

/**
* | output |
* | --- |
* | "Oldest caught" |
*
* @param {Catch_Sort_Oldest_CaughtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_sort_oldest_caught = /** @type {((inputs?: Catch_Sort_Oldest_CaughtInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_Oldest_CaughtInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_sort_oldest_caught(inputs)
	if (locale === "fr") return fr_catch_sort_oldest_caught(inputs)
	if (locale === "it") return it_catch_sort_oldest_caught(inputs)
	if (locale === "pt") return pt_catch_sort_oldest_caught(inputs)
	if (locale === "el") return el_catch_sort_oldest_caught(inputs)
	if (locale === "hr") return hr_catch_sort_oldest_caught(inputs)
	return en_catch_sort_oldest_caught(inputs)
});