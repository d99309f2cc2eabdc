import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Sort_DeepestInputs */

const en_catch_sort_deepest = /** @type {(inputs: Catch_Sort_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deepest`)
};

const es_catch_sort_deepest = /** @type {(inputs: Catch_Sort_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más profundas`)
};

const fr_catch_sort_deepest = /** @type {(inputs: Catch_Sort_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les plus profondes`)
};

const it_catch_sort_deepest = /** @type {(inputs: Catch_Sort_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Più profonde`)
};

const pt_catch_sort_deepest = /** @type {(inputs: Catch_Sort_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais profundas`)
};

const el_catch_sort_deepest = /** @type {(inputs: Catch_Sort_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βαθύτερες`)
};

const hr_catch_sort_deepest = /** @type {(inputs: Catch_Sort_DeepestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najdublji`)
};

/**
* | output |
* | --- |
* | "Deepest" |
*
* @param {Catch_Sort_DeepestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_sort_deepest = /** @type {((inputs?: Catch_Sort_DeepestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_DeepestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_sort_deepest(inputs)
	if (locale === "fr") return fr_catch_sort_deepest(inputs)
	if (locale === "it") return it_catch_sort_deepest(inputs)
	if (locale === "pt") return pt_catch_sort_deepest(inputs)
	if (locale === "el") return el_catch_sort_deepest(inputs)
	if (locale === "hr") return hr_catch_sort_deepest(inputs)
	return en_catch_sort_deepest(inputs)
});