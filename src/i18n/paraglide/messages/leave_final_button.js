import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leave_Final_ButtonInputs */

const en_leave_final_button = /** @type {(inputs: Leave_Final_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account for good`)
};

const es_leave_final_button = /** @type {(inputs: Leave_Final_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar mi cuenta para siempre`)
};

const fr_leave_final_button = /** @type {(inputs: Leave_Final_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer définitivement mon compte`)
};

const it_leave_final_button = /** @type {(inputs: Leave_Final_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina il mio account per sempre`)
};

const pt_leave_final_button = /** @type {(inputs: Leave_Final_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apagar a minha conta de vez`)
};

const el_leave_final_button = /** @type {(inputs: Leave_Final_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οριστική διαγραφή του λογαριασμού μου`)
};

const hr_leave_final_button = /** @type {(inputs: Leave_Final_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trajno izbriši moj račun`)
};

/**
* | output |
* | --- |
* | "Delete my account for good" |
*
* @param {Leave_Final_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_final_button = /** @type {((inputs?: Leave_Final_ButtonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Final_ButtonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_final_button(inputs)
	if (locale === "fr") return fr_leave_final_button(inputs)
	if (locale === "it") return it_leave_final_button(inputs)
	if (locale === "pt") return pt_leave_final_button(inputs)
	if (locale === "el") return el_leave_final_button(inputs)
	if (locale === "hr") return hr_leave_final_button(inputs)
	return en_leave_final_button(inputs)
});