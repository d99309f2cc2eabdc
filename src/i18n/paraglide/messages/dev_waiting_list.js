import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Waiting_ListInputs */

const en_dev_waiting_list = /** @type {(inputs: Dev_Waiting_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting list`)
};

const es_dev_waiting_list = /** @type {(inputs: Dev_Waiting_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista de espera`)
};

const fr_dev_waiting_list = /** @type {(inputs: Dev_Waiting_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste d’attente`)
};

const it_dev_waiting_list = /** @type {(inputs: Dev_Waiting_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista d’attesa`)
};

const pt_dev_waiting_list = /** @type {(inputs: Dev_Waiting_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista de espera`)
};

const el_dev_waiting_list = /** @type {(inputs: Dev_Waiting_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Λίστα αναμονής`)
};

const hr_dev_waiting_list = /** @type {(inputs: Dev_Waiting_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista čekanja`)
};

/**
* | output |
* | --- |
* | "Waiting list" |
*
* @param {Dev_Waiting_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_waiting_list = /** @type {((inputs?: Dev_Waiting_ListInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Waiting_ListInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_waiting_list(inputs)
	if (locale === "fr") return fr_dev_waiting_list(inputs)
	if (locale === "it") return it_dev_waiting_list(inputs)
	if (locale === "pt") return pt_dev_waiting_list(inputs)
	if (locale === "el") return el_dev_waiting_list(inputs)
	if (locale === "hr") return hr_dev_waiting_list(inputs)
	return en_dev_waiting_list(inputs)
});