import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_No_RequestsInputs */

const en_dev_no_requests = /** @type {(inputs: Dev_No_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No requests match.`)
};

const es_dev_no_requests = /** @type {(inputs: Dev_No_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna petición coincide.`)
};

const fr_dev_no_requests = /** @type {(inputs: Dev_No_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune requête ne correspond.`)
};

const it_dev_no_requests = /** @type {(inputs: Dev_No_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna richiesta corrisponde.`)
};

const pt_dev_no_requests = /** @type {(inputs: Dev_No_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma requisição corresponde.`)
};

const el_dev_no_requests = /** @type {(inputs: Dev_No_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κανένα αίτημα δεν ταιριάζει.`)
};

const hr_dev_no_requests = /** @type {(inputs: Dev_No_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nijedan zahtjev ne odgovara.`)
};

/**
* | output |
* | --- |
* | "No requests match." |
*
* @param {Dev_No_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_no_requests = /** @type {((inputs?: Dev_No_RequestsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_No_RequestsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_no_requests(inputs)
	if (locale === "fr") return fr_dev_no_requests(inputs)
	if (locale === "it") return it_dev_no_requests(inputs)
	if (locale === "pt") return pt_dev_no_requests(inputs)
	if (locale === "el") return el_dev_no_requests(inputs)
	if (locale === "hr") return hr_dev_no_requests(inputs)
	return en_dev_no_requests(inputs)
});