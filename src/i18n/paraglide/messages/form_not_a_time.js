import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Not_A_TimeInputs */

const en_form_not_a_time = /** @type {(inputs: Form_Not_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a valid date and time.`)
};

const es_form_not_a_time = /** @type {(inputs: Form_Not_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No es una fecha y hora válidas.`)
};

const fr_form_not_a_time = /** @type {(inputs: Form_Not_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas une date et une heure valides.`)
};

const it_form_not_a_time = /** @type {(inputs: Form_Not_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è una data e un’ora valide.`)
};

const pt_form_not_a_time = /** @type {(inputs: Form_Not_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não é uma data e hora válidas.`)
};

const el_form_not_a_time = /** @type {(inputs: Form_Not_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν είναι έγκυρη ημερομηνία και ώρα.`)
};

const hr_form_not_a_time = /** @type {(inputs: Form_Not_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To nije valjan datum i vrijeme.`)
};

/**
* | output |
* | --- |
* | "This is not a valid date and time." |
*
* @param {Form_Not_A_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_not_a_time = /** @type {((inputs?: Form_Not_A_TimeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Not_A_TimeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_not_a_time(inputs)
	if (locale === "fr") return fr_form_not_a_time(inputs)
	if (locale === "it") return it_form_not_a_time(inputs)
	if (locale === "pt") return pt_form_not_a_time(inputs)
	if (locale === "el") return el_form_not_a_time(inputs)
	if (locale === "hr") return hr_form_not_a_time(inputs)
	return en_form_not_a_time(inputs)
});