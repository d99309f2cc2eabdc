import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Form_At_LeastInputs */

const en_form_at_least = /** @type {(inputs: Form_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This must be at least ${i?.limit}.`)
};

const es_form_at_least = /** @type {(inputs: Form_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Debe ser como mínimo ${i?.limit}.`)
};

const fr_form_at_least = /** @type {(inputs: Form_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La valeur doit être d’au moins ${i?.limit}.`)
};

const it_form_at_least = /** @type {(inputs: Form_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deve essere almeno ${i?.limit}.`)
};

const pt_form_at_least = /** @type {(inputs: Form_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deve ser pelo menos ${i?.limit}.`)
};

const el_form_at_least = /** @type {(inputs: Form_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι τουλάχιστον ${i?.limit}.`)
};

const hr_form_at_least = /** @type {(inputs: Form_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mora biti najmanje ${i?.limit}.`)
};

/**
* | output |
* | --- |
* | "This must be at least {limit}." |
*
* @param {Form_At_LeastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_at_least = /** @type {((inputs: Form_At_LeastInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_At_LeastInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_at_least(inputs)
	if (locale === "fr") return fr_form_at_least(inputs)
	if (locale === "it") return it_form_at_least(inputs)
	if (locale === "pt") return pt_form_at_least(inputs)
	if (locale === "el") return el_form_at_least(inputs)
	if (locale === "hr") return hr_form_at_least(inputs)
	return en_form_at_least(inputs)
});