import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Form_More_ThanInputs */

const en_form_more_than = /** @type {(inputs: Form_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This must be more than ${i?.limit}.`)
};

const es_form_more_than = /** @type {(inputs: Form_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Debe ser mayor que ${i?.limit}.`)
};

const fr_form_more_than = /** @type {(inputs: Form_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La valeur doit être supérieure à ${i?.limit}.`)
};

const it_form_more_than = /** @type {(inputs: Form_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deve essere maggiore di ${i?.limit}.`)
};

const pt_form_more_than = /** @type {(inputs: Form_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deve ser superior a ${i?.limit}.`)
};

const el_form_more_than = /** @type {(inputs: Form_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι μεγαλύτερο από ${i?.limit}.`)
};

const hr_form_more_than = /** @type {(inputs: Form_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mora biti veće od ${i?.limit}.`)
};

/**
* | output |
* | --- |
* | "This must be more than {limit}." |
*
* @param {Form_More_ThanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_more_than = /** @type {((inputs: Form_More_ThanInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_More_ThanInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_more_than(inputs)
	if (locale === "fr") return fr_form_more_than(inputs)
	if (locale === "it") return it_form_more_than(inputs)
	if (locale === "pt") return pt_form_more_than(inputs)
	if (locale === "el") return el_form_more_than(inputs)
	if (locale === "hr") return hr_form_more_than(inputs)
	return en_form_more_than(inputs)
});