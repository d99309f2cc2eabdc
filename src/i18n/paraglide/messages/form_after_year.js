import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Form_After_YearInputs */

const en_form_after_year = /** @type {(inputs: Form_After_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This must be after ${i?.year}.`)
};

const es_form_after_year = /** @type {(inputs: Form_After_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Debe ser posterior a ${i?.year}.`)
};

const fr_form_after_year = /** @type {(inputs: Form_After_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La date doit être postérieure à ${i?.year}.`)
};

const it_form_after_year = /** @type {(inputs: Form_After_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deve essere successiva al ${i?.year}.`)
};

const pt_form_after_year = /** @type {(inputs: Form_After_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deve ser posterior a ${i?.year}.`)
};

const el_form_after_year = /** @type {(inputs: Form_After_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι μετά το ${i?.year}.`)
};

const hr_form_after_year = /** @type {(inputs: Form_After_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mora biti nakon ${i?.year}.`)
};

/**
* | output |
* | --- |
* | "This must be after {year}." |
*
* @param {Form_After_YearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_after_year = /** @type {((inputs: Form_After_YearInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_After_YearInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_after_year(inputs)
	if (locale === "fr") return fr_form_after_year(inputs)
	if (locale === "it") return it_form_after_year(inputs)
	if (locale === "pt") return pt_form_after_year(inputs)
	if (locale === "el") return el_form_after_year(inputs)
	if (locale === "hr") return hr_form_after_year(inputs)
	return en_form_after_year(inputs)
});