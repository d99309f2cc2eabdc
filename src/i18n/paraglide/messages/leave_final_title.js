import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leave_Final_TitleInputs */

const en_leave_final_title = /** @type {(inputs: Leave_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete your account for good?`)
};

const es_leave_final_title = /** @type {(inputs: Leave_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar tu cuenta para siempre?`)
};

const fr_leave_final_title = /** @type {(inputs: Leave_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer définitivement votre compte ?`)
};

const it_leave_final_title = /** @type {(inputs: Leave_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminare il tuo account per sempre?`)
};

const pt_leave_final_title = /** @type {(inputs: Leave_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apagar a sua conta de vez?`)
};

const el_leave_final_title = /** @type {(inputs: Leave_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οριστική διαγραφή του λογαριασμού σας;`)
};

const hr_leave_final_title = /** @type {(inputs: Leave_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trajno izbrisati vaš račun?`)
};

/**
* | output |
* | --- |
* | "Delete your account for good?" |
*
* @param {Leave_Final_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_final_title = /** @type {((inputs?: Leave_Final_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Final_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_final_title(inputs)
	if (locale === "fr") return fr_leave_final_title(inputs)
	if (locale === "it") return it_leave_final_title(inputs)
	if (locale === "pt") return pt_leave_final_title(inputs)
	if (locale === "el") return el_leave_final_title(inputs)
	if (locale === "hr") return hr_leave_final_title(inputs)
	return en_leave_final_title(inputs)
});