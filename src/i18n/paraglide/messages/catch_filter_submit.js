import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Filter_SubmitInputs */

const en_catch_filter_submit = /** @type {(inputs: Catch_Filter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter`)
};

const es_catch_filter_submit = /** @type {(inputs: Catch_Filter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar`)
};

const fr_catch_filter_submit = /** @type {(inputs: Catch_Filter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer`)
};

const it_catch_filter_submit = /** @type {(inputs: Catch_Filter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtra`)
};

const pt_catch_filter_submit = /** @type {(inputs: Catch_Filter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar`)
};

const el_catch_filter_submit = /** @type {(inputs: Catch_Filter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φιλτράρισμα`)
};

const hr_catch_filter_submit = /** @type {(inputs: Catch_Filter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrirajte`)
};

/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Catch_Filter_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_submit = /** @type {((inputs?: Catch_Filter_SubmitInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_SubmitInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_filter_submit(inputs)
	if (locale === "fr") return fr_catch_filter_submit(inputs)
	if (locale === "it") return it_catch_filter_submit(inputs)
	if (locale === "pt") return pt_catch_filter_submit(inputs)
	if (locale === "el") return el_catch_filter_submit(inputs)
	if (locale === "hr") return hr_catch_filter_submit(inputs)
	return en_catch_filter_submit(inputs)
});