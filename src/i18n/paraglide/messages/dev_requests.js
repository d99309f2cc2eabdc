import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_RequestsInputs */

const en_dev_requests = /** @type {(inputs: Dev_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requests`)
};

const es_dev_requests = /** @type {(inputs: Dev_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peticiones`)
};

const fr_dev_requests = /** @type {(inputs: Dev_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requêtes`)
};

const it_dev_requests = /** @type {(inputs: Dev_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Richieste`)
};

const pt_dev_requests = /** @type {(inputs: Dev_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requisições`)
};

const el_dev_requests = /** @type {(inputs: Dev_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αιτήματα`)
};

const hr_dev_requests = /** @type {(inputs: Dev_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahtjevi`)
};

/**
* | output |
* | --- |
* | "Requests" |
*
* @param {Dev_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_requests = /** @type {((inputs?: Dev_RequestsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_RequestsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_requests(inputs)
	if (locale === "fr") return fr_dev_requests(inputs)
	if (locale === "it") return it_dev_requests(inputs)
	if (locale === "pt") return pt_dev_requests(inputs)
	if (locale === "el") return el_dev_requests(inputs)
	if (locale === "hr") return hr_dev_requests(inputs)
	return en_dev_requests(inputs)
});