import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_NumberInputs */

const en_form_number = /** @type {(inputs: Form_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This must be a number.`)
};

const es_form_number = /** @type {(inputs: Form_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debe ser un número.`)
};

const fr_form_number = /** @type {(inputs: Form_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un nombre.`)
};

const it_form_number = /** @type {(inputs: Form_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deve essere un numero.`)
};

const pt_form_number = /** @type {(inputs: Form_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deve ser um número.`)
};

const el_form_number = /** @type {(inputs: Form_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι αριθμός.`)
};

const hr_form_number = /** @type {(inputs: Form_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mora biti broj.`)
};

/**
* | output |
* | --- |
* | "This must be a number." |
*
* @param {Form_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_number = /** @type {((inputs?: Form_NumberInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_NumberInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_number(inputs)
	if (locale === "fr") return fr_form_number(inputs)
	if (locale === "it") return it_form_number(inputs)
	if (locale === "pt") return pt_form_number(inputs)
	if (locale === "el") return el_form_number(inputs)
	if (locale === "hr") return hr_form_number(inputs)
	return en_form_number(inputs)
});