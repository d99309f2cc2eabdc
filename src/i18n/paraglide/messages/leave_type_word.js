import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ word: NonNullable<unknown> }} Leave_Type_WordInputs */

const en_leave_type_word = /** @type {(inputs: Leave_Type_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type ${i?.word} to go on`)
};

const es_leave_type_word = /** @type {(inputs: Leave_Type_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribe ${i?.word} para continuar`)
};

const fr_leave_type_word = /** @type {(inputs: Leave_Type_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tapez ${i?.word} pour continuer`)
};

const it_leave_type_word = /** @type {(inputs: Leave_Type_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scrivi ${i?.word} per continuare`)
};

const pt_leave_type_word = /** @type {(inputs: Leave_Type_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escreva ${i?.word} para continuar`)
};

const el_leave_type_word = /** @type {(inputs: Leave_Type_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πληκτρολογήστε ${i?.word} για να συνεχίσετε`)
};

const hr_leave_type_word = /** @type {(inputs: Leave_Type_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Upišite ${i?.word} za nastavak`)
};

/**
* | output |
* | --- |
* | "Type {word} to go on" |
*
* @param {Leave_Type_WordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_type_word = /** @type {((inputs: Leave_Type_WordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Type_WordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_type_word(inputs)
	if (locale === "fr") return fr_leave_type_word(inputs)
	if (locale === "it") return it_leave_type_word(inputs)
	if (locale === "pt") return pt_leave_type_word(inputs)
	if (locale === "el") return el_leave_type_word(inputs)
	if (locale === "hr") return hr_leave_type_word(inputs)
	return en_leave_type_word(inputs)
});