import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Bad_StatusInputs */

const en_dev_bad_status = /** @type {(inputs: Dev_Bad_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give a status such as 404, or a class such as 4xx.`)
};

const es_dev_bad_status = /** @type {(inputs: Dev_Bad_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado es un código como 404 o una clase como 4xx.`)
};

const fr_dev_bad_status = /** @type {(inputs: Dev_Bad_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le statut est un code comme 404, ou une classe comme 4xx.`)
};

const it_dev_bad_status = /** @type {(inputs: Dev_Bad_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo stato è un codice come 404 o una classe come 4xx.`)
};

const pt_dev_bad_status = /** @type {(inputs: Dev_Bad_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O status é um código como 404 ou uma classe como 4xx.`)
};

const el_dev_bad_status = /** @type {(inputs: Dev_Bad_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η κατάσταση είναι ένας κωδικός όπως 404 ή μια κατηγορία όπως 4xx.`)
};

const hr_dev_bad_status = /** @type {(inputs: Dev_Bad_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status je kod poput 404 ili skupina poput 4xx.`)
};

/**
* | output |
* | --- |
* | "Give a status such as 404, or a class such as 4xx." |
*
* @param {Dev_Bad_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_bad_status = /** @type {((inputs?: Dev_Bad_StatusInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Bad_StatusInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_bad_status(inputs)
	if (locale === "fr") return fr_dev_bad_status(inputs)
	if (locale === "it") return it_dev_bad_status(inputs)
	if (locale === "pt") return pt_dev_bad_status(inputs)
	if (locale === "el") return el_dev_bad_status(inputs)
	if (locale === "hr") return hr_dev_bad_status(inputs)
	return en_dev_bad_status(inputs)
});