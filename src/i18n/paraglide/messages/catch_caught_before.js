import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Catch_Caught_BeforeInputs */

const en_catch_caught_before = /** @type {(inputs: Catch_Caught_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Caught before (${i?.zone} time)`)
};

const es_catch_caught_before = /** @type {(inputs: Catch_Caught_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturada antes de (hora de ${i?.zone})`)
};

const fr_catch_caught_before = /** @type {(inputs: Catch_Caught_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prise avant (heure de ${i?.zone})`)
};

const it_catch_caught_before = /** @type {(inputs: Catch_Caught_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pescata prima di (ora di ${i?.zone})`)
};

const pt_catch_caught_before = /** @type {(inputs: Catch_Caught_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturada antes de (hora de ${i?.zone})`)
};

const el_catch_caught_before = /** @type {(inputs: Catch_Caught_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πιάστηκε πριν από (ώρα ${i?.zone})`)
};

const hr_catch_caught_before = /** @type {(inputs: Catch_Caught_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ulovljeno prije (vrijeme: ${i?.zone})`)
};

/**
* | output |
* | --- |
* | "Caught before ({zone} time)" |
*
* @param {Catch_Caught_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_caught_before = /** @type {((inputs: Catch_Caught_BeforeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Caught_BeforeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_caught_before(inputs)
	if (locale === "fr") return fr_catch_caught_before(inputs)
	if (locale === "it") return it_catch_caught_before(inputs)
	if (locale === "pt") return pt_catch_caught_before(inputs)
	if (locale === "el") return el_catch_caught_before(inputs)
	if (locale === "hr") return hr_catch_caught_before(inputs)
	return en_catch_caught_before(inputs)
});