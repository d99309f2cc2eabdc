import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Whole_NumberInputs */

const en_form_whole_number = /** @type {(inputs: Form_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This must be a whole number.`)
};

const es_form_whole_number = /** @type {(inputs: Form_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debe ser un número entero.`)
};

const fr_form_whole_number = /** @type {(inputs: Form_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un nombre entier.`)
};

const it_form_whole_number = /** @type {(inputs: Form_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deve essere un numero intero.`)
};

const pt_form_whole_number = /** @type {(inputs: Form_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deve ser um número inteiro.`)
};

const el_form_whole_number = /** @type {(inputs: Form_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι ακέραιος αριθμός.`)
};

const hr_form_whole_number = /** @type {(inputs: Form_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mora biti cijeli broj.`)
};

/**
* | output |
* | --- |
* | "This must be a whole number." |
*
* @param {Form_Whole_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_whole_number = /** @type {((inputs?: Form_Whole_NumberInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Whole_NumberInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_whole_number(inputs)
	if (locale === "fr") return fr_form_whole_number(inputs)
	if (locale === "it") return it_form_whole_number(inputs)
	if (locale === "pt") return pt_form_whole_number(inputs)
	if (locale === "el") return el_form_whole_number(inputs)
	if (locale === "hr") return hr_form_whole_number(inputs)
	return en_form_whole_number(inputs)
});