import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Request_IdInputs */

const en_dev_request_id = /** @type {(inputs: Dev_Request_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request id`)
};

const es_dev_request_id = /** @type {(inputs: Dev_Request_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de petición`)
};

const fr_dev_request_id = /** @type {(inputs: Dev_Request_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant de requête`)
};

const it_dev_request_id = /** @type {(inputs: Dev_Request_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID richiesta`)
};

const pt_dev_request_id = /** @type {(inputs: Dev_Request_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID da requisição`)
};

const el_dev_request_id = /** @type {(inputs: Dev_Request_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναγνωριστικό αιτήματος`)
};

const hr_dev_request_id = /** @type {(inputs: Dev_Request_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID zahtjeva`)
};

/**
* | output |
* | --- |
* | "Request id" |
*
* @param {Dev_Request_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_request_id = /** @type {((inputs?: Dev_Request_IdInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Request_IdInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_request_id(inputs)
	if (locale === "fr") return fr_dev_request_id(inputs)
	if (locale === "it") return it_dev_request_id(inputs)
	if (locale === "pt") return pt_dev_request_id(inputs)
	if (locale === "el") return el_dev_request_id(inputs)
	if (locale === "hr") return hr_dev_request_id(inputs)
	return en_dev_request_id(inputs)
});