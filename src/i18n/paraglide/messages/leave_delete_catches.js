import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leave_Delete_CatchesInputs */

const en_leave_delete_catches = /** @type {(inputs: Leave_Delete_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my catches and their photos`)
};

const es_leave_delete_catches = /** @type {(inputs: Leave_Delete_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar mis capturas y sus fotos`)
};

const fr_leave_delete_catches = /** @type {(inputs: Leave_Delete_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer mes prises et leurs photos`)
};

const it_leave_delete_catches = /** @type {(inputs: Leave_Delete_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina le mie catture e le loro foto`)
};

const pt_leave_delete_catches = /** @type {(inputs: Leave_Delete_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apagar as minhas capturas e as fotos`)
};

const el_leave_delete_catches = /** @type {(inputs: Leave_Delete_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή των αλιευμάτων μου και των φωτογραφιών τους`)
};

const hr_leave_delete_catches = /** @type {(inputs: Leave_Delete_CatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izbriši moje ulove i njihove fotografije`)
};

/**
* | output |
* | --- |
* | "Delete my catches and their photos" |
*
* @param {Leave_Delete_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_delete_catches = /** @type {((inputs?: Leave_Delete_CatchesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Delete_CatchesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_delete_catches(inputs)
	if (locale === "fr") return fr_leave_delete_catches(inputs)
	if (locale === "it") return it_leave_delete_catches(inputs)
	if (locale === "pt") return pt_leave_delete_catches(inputs)
	if (locale === "el") return el_leave_delete_catches(inputs)
	if (locale === "hr") return hr_leave_delete_catches(inputs)
	return en_leave_delete_catches(inputs)
});