import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leave_Final_DeleteInputs */

const en_leave_final_delete = /** @type {(inputs: Leave_Final_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your catches and their photos are deleted.`)
};

const es_leave_final_delete = /** @type {(inputs: Leave_Final_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus capturas y sus fotos se eliminan.`)
};

const fr_leave_final_delete = /** @type {(inputs: Leave_Final_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos prises et leurs photos sont supprimées.`)
};

const it_leave_final_delete = /** @type {(inputs: Leave_Final_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le tue catture e le loro foto vengono eliminate.`)
};

const pt_leave_final_delete = /** @type {(inputs: Leave_Final_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As suas capturas e as fotos são apagadas.`)
};

const el_leave_final_delete = /** @type {(inputs: Leave_Final_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα αλιεύματά σας και οι φωτογραφίες τους διαγράφονται.`)
};

const hr_leave_final_delete = /** @type {(inputs: Leave_Final_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaši ulovi i njihove fotografije brišu se.`)
};

/**
* | output |
* | --- |
* | "Your catches and their photos are deleted." |
*
* @param {Leave_Final_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_final_delete = /** @type {((inputs?: Leave_Final_DeleteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Final_DeleteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_final_delete(inputs)
	if (locale === "fr") return fr_leave_final_delete(inputs)
	if (locale === "it") return it_leave_final_delete(inputs)
	if (locale === "pt") return pt_leave_final_delete(inputs)
	if (locale === "el") return el_leave_final_delete(inputs)
	if (locale === "hr") return hr_leave_final_delete(inputs)
	return en_leave_final_delete(inputs)
});