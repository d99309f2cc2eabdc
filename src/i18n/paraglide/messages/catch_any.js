import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_AnyInputs */

const en_catch_any = /** @type {(inputs: Catch_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any`)
};

const es_catch_any = /** @type {(inputs: Catch_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera`)
};

const fr_catch_any = /** @type {(inputs: Catch_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indifférent`)
};

const it_catch_any = /** @type {(inputs: Catch_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualsiasi`)
};

const pt_catch_any = /** @type {(inputs: Catch_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualquer`)
};

const el_catch_any = /** @type {(inputs: Catch_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οποιοδήποτε`)
};

const hr_catch_any = /** @type {(inputs: Catch_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bilo koji`)
};

/**
* | output |
* | --- |
* | "Any" |
*
* @param {Catch_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_any = /** @type {((inputs?: Catch_AnyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_AnyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_any(inputs)
	if (locale === "fr") return fr_catch_any(inputs)
	if (locale === "it") return it_catch_any(inputs)
	if (locale === "pt") return pt_catch_any(inputs)
	if (locale === "el") return el_catch_any(inputs)
	if (locale === "hr") return hr_catch_any(inputs)
	return en_catch_any(inputs)
});