import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Request_LogInputs */

const en_dev_request_log = /** @type {(inputs: Dev_Request_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request log`)
};

const es_dev_request_log = /** @type {(inputs: Dev_Request_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro de peticiones`)
};

const fr_dev_request_log = /** @type {(inputs: Dev_Request_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journal des requêtes`)
};

const it_dev_request_log = /** @type {(inputs: Dev_Request_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro delle richieste`)
};

const pt_dev_request_log = /** @type {(inputs: Dev_Request_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro de requisições`)
};

const el_dev_request_log = /** @type {(inputs: Dev_Request_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αρχείο αιτημάτων`)
};

const hr_dev_request_log = /** @type {(inputs: Dev_Request_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zapisnik zahtjeva`)
};

/**
* | output |
* | --- |
* | "Request log" |
*
* @param {Dev_Request_LogInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_request_log = /** @type {((inputs?: Dev_Request_LogInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Request_LogInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_request_log(inputs)
	if (locale === "fr") return fr_dev_request_log(inputs)
	if (locale === "it") return it_dev_request_log(inputs)
	if (locale === "pt") return pt_dev_request_log(inputs)
	if (locale === "el") return el_dev_request_log(inputs)
	if (locale === "hr") return hr_dev_request_log(inputs)
	return en_dev_request_log(inputs)
});