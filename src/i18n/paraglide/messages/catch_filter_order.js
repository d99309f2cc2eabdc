import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Filter_OrderInputs */

const en_catch_filter_order = /** @type {(inputs: Catch_Filter_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order`)
};

const es_catch_filter_order = /** @type {(inputs: Catch_Filter_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orden`)
};

const fr_catch_filter_order = /** @type {(inputs: Catch_Filter_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordre`)
};

const it_catch_filter_order = /** @type {(inputs: Catch_Filter_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordine`)
};

const pt_catch_filter_order = /** @type {(inputs: Catch_Filter_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordem`)
};

const el_catch_filter_order = /** @type {(inputs: Catch_Filter_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ταξινόμηση`)
};

const hr_catch_filter_order = /** @type {(inputs: Catch_Filter_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redoslijed`)
};

/**
* | output |
* | --- |
* | "Order" |
*
* @param {Catch_Filter_OrderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_filter_order = /** @type {((inputs?: Catch_Filter_OrderInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_OrderInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_filter_order(inputs)
	if (locale === "fr") return fr_catch_filter_order(inputs)
	if (locale === "it") return it_catch_filter_order(inputs)
	if (locale === "pt") return pt_catch_filter_order(inputs)
	if (locale === "el") return el_catch_filter_order(inputs)
	if (locale === "hr") return hr_catch_filter_order(inputs)
	return en_catch_filter_order(inputs)
});