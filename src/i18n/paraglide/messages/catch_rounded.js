import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_RoundedInputs */

const en_catch_rounded = /** @type {(inputs: Catch_RoundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(rounded)`)
};

const es_catch_rounded = /** @type {(inputs: Catch_RoundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(aproximada)`)
};

const fr_catch_rounded = /** @type {(inputs: Catch_RoundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(arrondie)`)
};

const it_catch_rounded = /** @type {(inputs: Catch_RoundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(arrotondata)`)
};

const pt_catch_rounded = /** @type {(inputs: Catch_RoundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(arredondada)`)
};

const el_catch_rounded = /** @type {(inputs: Catch_RoundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(κατά προσέγγιση)`)
};

const hr_catch_rounded = /** @type {(inputs: Catch_RoundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(zaokruženo)`)
};

/**
* | output |
* | --- |
* | "(rounded)" |
*
* @param {Catch_RoundedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_rounded = /** @type {((inputs?: Catch_RoundedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_RoundedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_rounded(inputs)
	if (locale === "fr") return fr_catch_rounded(inputs)
	if (locale === "it") return it_catch_rounded(inputs)
	if (locale === "pt") return pt_catch_rounded(inputs)
	if (locale === "el") return el_catch_rounded(inputs)
	if (locale === "hr") return hr_catch_rounded(inputs)
	return en_catch_rounded(inputs)
});