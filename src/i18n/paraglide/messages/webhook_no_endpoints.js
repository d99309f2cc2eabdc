import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_No_EndpointsInputs */

const en_webhook_no_endpoints = /** @type {(inputs: Webhook_No_EndpointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No endpoints yet.`)
};

const es_webhook_no_endpoints = /** @type {(inputs: Webhook_No_EndpointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay endpoints.`)
};

const fr_webhook_no_endpoints = /** @type {(inputs: Webhook_No_EndpointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun point de terminaison pour l’instant.`)
};

const it_webhook_no_endpoints = /** @type {(inputs: Webhook_No_EndpointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessun endpoint.`)
};

const pt_webhook_no_endpoints = /** @type {(inputs: Webhook_No_EndpointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda sem endpoints.`)
};

const el_webhook_no_endpoints = /** @type {(inputs: Webhook_No_EndpointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχουν ακόμη endpoints.`)
};

const hr_webhook_no_endpoints = /** @type {(inputs: Webhook_No_EndpointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Još nema krajnjih točaka.`)
};

/**
* | output |
* | --- |
* | "No endpoints yet." |
*
* @param {Webhook_No_EndpointsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_no_endpoints = /** @type {((inputs?: Webhook_No_EndpointsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_No_EndpointsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_no_endpoints(inputs)
	if (locale === "fr") return fr_webhook_no_endpoints(inputs)
	if (locale === "it") return it_webhook_no_endpoints(inputs)
	if (locale === "pt") return pt_webhook_no_endpoints(inputs)
	if (locale === "el") return el_webhook_no_endpoints(inputs)
	if (locale === "hr") return hr_webhook_no_endpoints(inputs)
	return en_webhook_no_endpoints(inputs)
});