import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Form_At_MostInputs */

const en_form_at_most = /** @type {(inputs: Form_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This must be at most ${i?.limit}.`)
};

const es_form_at_most = /** @type {(inputs: Form_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Debe ser como máximo ${i?.limit}.`)
};

const fr_form_at_most = /** @type {(inputs: Form_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La valeur ne doit pas dépasser ${i?.limit}.`)
};

const it_form_at_most = /** @type {(inputs: Form_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deve essere al massimo ${i?.limit}.`)
};

const pt_form_at_most = /** @type {(inputs: Form_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deve ser no máximo ${i?.limit}.`)
};

const el_form_at_most = /** @type {(inputs: Form_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι το πολύ ${i?.limit}.`)
};

const hr_form_at_most = /** @type {(inputs: Form_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Smije biti najviše ${i?.limit}.`)
};

/**
* | output |
* | --- |
* | "This must be at most {limit}." |
*
* @param {Form_At_MostInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_at_most = /** @type {((inputs: Form_At_MostInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_At_MostInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_at_most(inputs)
	if (locale === "fr") return fr_form_at_most(inputs)
	if (locale === "it") return it_form_at_most(inputs)
	if (locale === "pt") return pt_form_at_most(inputs)
	if (locale === "el") return el_form_at_most(inputs)
	if (locale === "hr") return hr_form_at_most(inputs)
	return en_form_at_most(inputs)
});