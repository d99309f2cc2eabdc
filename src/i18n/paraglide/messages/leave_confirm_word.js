import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leave_Confirm_WordInputs */

const en_leave_confirm_word = /** @type {(inputs: Leave_Confirm_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`delete`)
};

const es_leave_confirm_word = /** @type {(inputs: Leave_Confirm_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eliminar`)
};

const fr_leave_confirm_word = /** @type {(inputs: Leave_Confirm_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`supprimer`)
};

const it_leave_confirm_word = /** @type {(inputs: Leave_Confirm_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`elimina`)
};

const pt_leave_confirm_word = /** @type {(inputs: Leave_Confirm_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`apagar`)
};

const el_leave_confirm_word = /** @type {(inputs: Leave_Confirm_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`διαγραφή`)
};

const hr_leave_confirm_word = /** @type {(inputs: Leave_Confirm_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`izbriši`)
};

/**
* | output |
* | --- |
* | "delete" |
*
* @param {Leave_Confirm_WordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_confirm_word = /** @type {((inputs?: Leave_Confirm_WordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Confirm_WordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_confirm_word(inputs)
	if (locale === "fr") return fr_leave_confirm_word(inputs)
	if (locale === "it") return it_leave_confirm_word(inputs)
	if (locale === "pt") return pt_leave_confirm_word(inputs)
	if (locale === "el") return el_leave_confirm_word(inputs)
	if (locale === "hr") return hr_leave_confirm_word(inputs)
	return en_leave_confirm_word(inputs)
});