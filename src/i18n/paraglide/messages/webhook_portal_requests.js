import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_Portal_RequestsInputs */

const en_webhook_portal_requests = /** @type {(inputs: Webhook_Portal_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request log`)
};

const es_webhook_portal_requests = /** @type {(inputs: Webhook_Portal_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro de peticiones`)
};

const fr_webhook_portal_requests = /** @type {(inputs: Webhook_Portal_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journal des requêtes`)
};

const it_webhook_portal_requests = /** @type {(inputs: Webhook_Portal_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro delle richieste`)
};

const pt_webhook_portal_requests = /** @type {(inputs: Webhook_Portal_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registo de pedidos`)
};

const el_webhook_portal_requests = /** @type {(inputs: Webhook_Portal_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αρχείο αιτημάτων`)
};

const hr_webhook_portal_requests = /** @type {(inputs: Webhook_Portal_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zapisnik zahtjeva`)
};

/**
* | output |
* | --- |
* | "Request log" |
*
* @param {Webhook_Portal_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_portal_requests = /** @type {((inputs?: Webhook_Portal_RequestsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Portal_RequestsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_portal_requests(inputs)
	if (locale === "fr") return fr_webhook_portal_requests(inputs)
	if (locale === "it") return it_webhook_portal_requests(inputs)
	if (locale === "pt") return pt_webhook_portal_requests(inputs)
	if (locale === "el") return el_webhook_portal_requests(inputs)
	if (locale === "hr") return hr_webhook_portal_requests(inputs)
	return en_webhook_portal_requests(inputs)
});