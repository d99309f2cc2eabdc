import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Catch_Caught_AfterInputs */

const en_catch_caught_after = /** @type {(inputs: Catch_Caught_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Caught after (${i?.zone} time)`)
};

const es_catch_caught_after = /** @type {(inputs: Catch_Caught_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturada después de (hora de ${i?.zone})`)
};

const fr_catch_caught_after = /** @type {(inputs: Catch_Caught_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prise après (heure de ${i?.zone})`)
};

const it_catch_caught_after = /** @type {(inputs: Catch_Caught_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pescata dopo (ora di ${i?.zone})`)
};

const pt_catch_caught_after = /** @type {(inputs: Catch_Caught_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capturada depois de (hora de ${i?.zone})`)
};

const el_catch_caught_after = /** @type {(inputs: Catch_Caught_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πιάστηκε μετά από (ώρα ${i?.zone})`)
};

const hr_catch_caught_after = /** @type {(inputs: Catch_Caught_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ulovljeno nakon (vrijeme: ${i?.zone})`)
};

/**
* | output |
* | --- |
* | "Caught after ({zone} time)" |
*
* @param {Catch_Caught_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_caught_after = /** @type {((inputs: Catch_Caught_AfterInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Caught_AfterInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_caught_after(inputs)
	if (locale === "fr") return fr_catch_caught_after(inputs)
	if (locale === "it") return it_catch_caught_after(inputs)
	if (locale === "pt") return pt_catch_caught_after(inputs)
	if (locale === "el") return el_catch_caught_after(inputs)
	if (locale === "hr") return hr_catch_caught_after(inputs)
	return en_catch_caught_after(inputs)
});