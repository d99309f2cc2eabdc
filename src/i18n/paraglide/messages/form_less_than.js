import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Form_Less_ThanInputs */

const en_form_less_than = /** @type {(inputs: Form_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This must be less than ${i?.limit}.`)
};

const es_form_less_than = /** @type {(inputs: Form_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Debe ser menor que ${i?.limit}.`)
};

const fr_form_less_than = /** @type {(inputs: Form_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La valeur doit être inférieure à ${i?.limit}.`)
};

const it_form_less_than = /** @type {(inputs: Form_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deve essere minore di ${i?.limit}.`)
};

const pt_form_less_than = /** @type {(inputs: Form_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deve ser inferior a ${i?.limit}.`)
};

const el_form_less_than = /** @type {(inputs: Form_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι μικρότερο από ${i?.limit}.`)
};

const hr_form_less_than = /** @type {(inputs: Form_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mora biti manje od ${i?.limit}.`)
};

/**
* | output |
* | --- |
* | "This must be less than {limit}." |
*
* @param {Form_Less_ThanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_less_than = /** @type {((inputs: Form_Less_ThanInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Less_ThanInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_less_than(inputs)
	if (locale === "fr") return fr_form_less_than(inputs)
	if (locale === "it") return it_form_less_than(inputs)
	if (locale === "pt") return pt_form_less_than(inputs)
	if (locale === "el") return el_form_less_than(inputs)
	if (locale === "hr") return hr_form_less_than(inputs)
	return en_form_less_than(inputs)
});