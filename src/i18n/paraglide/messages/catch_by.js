import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Catch_ByInputs */

const en_catch_by = /** @type {(inputs: Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`By ${i?.link}`)
};

const es_catch_by = /** @type {(inputs: Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturada por ${i?.link}`)
};

const fr_catch_by = /** @type {(inputs: Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prise par ${i?.link}`)
};

const it_catch_by = /** @type {(inputs: Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pescata da ${i?.link}`)
};

const pt_catch_by = /** @type {(inputs: Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturada por ${i?.link}`)
};

const el_catch_by = /** @type {(inputs: Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Από ${i?.link}`)
};

const hr_catch_by = /** @type {(inputs: Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronilac: ${i?.link}`)
};

/**
* | output |
* | --- |
* | "By {link}" |
*
* @param {Catch_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_by = /** @type {((inputs: Catch_ByInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_ByInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_by(inputs)
	if (locale === "fr") return fr_catch_by(inputs)
	if (locale === "it") return it_catch_by(inputs)
	if (locale === "pt") return pt_catch_by(inputs)
	if (locale === "el") return el_catch_by(inputs)
	if (locale === "hr") return hr_catch_by(inputs)
	return en_catch_by(inputs)
});