import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Sort_HeaviestInputs */

const en_catch_sort_heaviest = /** @type {(inputs: Catch_Sort_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heaviest`)
};

const es_catch_sort_heaviest = /** @type {(inputs: Catch_Sort_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más pesadas`)
};

const fr_catch_sort_heaviest = /** @type {(inputs: Catch_Sort_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les plus lourdes`)
};

const it_catch_sort_heaviest = /** @type {(inputs: Catch_Sort_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Più pesanti`)
};

const pt_catch_sort_heaviest = /** @type {(inputs: Catch_Sort_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais pesadas`)
};

const el_catch_sort_heaviest = /** @type {(inputs: Catch_Sort_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βαρύτερες`)
};

const hr_catch_sort_heaviest = /** @type {(inputs: Catch_Sort_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najteži`)
};

/**
* | output |
* | --- |
* | "Heaviest" |
*
* @param {Catch_Sort_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_sort_heaviest = /** @type {((inputs?: Catch_Sort_HeaviestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_HeaviestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_sort_heaviest(inputs)
	if (locale === "fr") return fr_catch_sort_heaviest(inputs)
	if (locale === "it") return it_catch_sort_heaviest(inputs)
	if (locale === "pt") return pt_catch_sort_heaviest(inputs)
	if (locale === "el") return el_catch_sort_heaviest(inputs)
	if (locale === "hr") return hr_catch_sort_heaviest(inputs)
	return en_catch_sort_heaviest(inputs)
});