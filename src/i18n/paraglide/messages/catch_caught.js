import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_CaughtInputs */

const en_catch_caught = /** @type {(inputs: Catch_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caught`)
};

const es_catch_caught = /** @type {(inputs: Catch_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturada`)
};

const fr_catch_caught = /** @type {(inputs: Catch_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prise le`)
};

const it_catch_caught = /** @type {(inputs: Catch_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pescata il`)
};

const pt_catch_caught = /** @type {(inputs: Catch_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capturada em`)
};

const el_catch_caught = /** @type {(inputs: Catch_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πιάστηκε`)
};

const hr_catch_caught = /** @type {(inputs: Catch_CaughtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ulovljeno`)
};

/**
* | output |
* | --- |
* | "Caught" |
*
* @param {Catch_CaughtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_caught = /** @type {((inputs?: Catch_CaughtInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_CaughtInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_caught(inputs)
	if (locale === "fr") return fr_catch_caught(inputs)
	if (locale === "it") return it_catch_caught(inputs)
	if (locale === "pt") return pt_catch_caught(inputs)
	if (locale === "el") return el_catch_caught(inputs)
	if (locale === "hr") return hr_catch_caught(inputs)
	return en_catch_caught(inputs)
});