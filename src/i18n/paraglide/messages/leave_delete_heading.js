import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leave_Delete_HeadingInputs */

const en_leave_delete_heading = /** @type {(inputs: Leave_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account`)
};

const es_leave_delete_heading = /** @type {(inputs: Leave_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar mi cuenta`)
};

const fr_leave_delete_heading = /** @type {(inputs: Leave_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer mon compte`)
};

const it_leave_delete_heading = /** @type {(inputs: Leave_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina il mio account`)
};

const pt_leave_delete_heading = /** @type {(inputs: Leave_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apagar a minha conta`)
};

const el_leave_delete_heading = /** @type {(inputs: Leave_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή του λογαριασμού μου`)
};

const hr_leave_delete_heading = /** @type {(inputs: Leave_Delete_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izbriši moj račun`)
};

/**
* | output |
* | --- |
* | "Delete my account" |
*
* @param {Leave_Delete_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_delete_heading = /** @type {((inputs?: Leave_Delete_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Delete_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_delete_heading(inputs)
	if (locale === "fr") return fr_leave_delete_heading(inputs)
	if (locale === "it") return it_leave_delete_heading(inputs)
	if (locale === "pt") return pt_leave_delete_heading(inputs)
	if (locale === "el") return el_leave_delete_heading(inputs)
	if (locale === "hr") return hr_leave_delete_heading(inputs)
	return en_leave_delete_heading(inputs)
});