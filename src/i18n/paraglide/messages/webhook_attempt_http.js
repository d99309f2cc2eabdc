import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown>, ms: NonNullable<unknown> }} Webhook_Attempt_HttpInputs */

const en_webhook_attempt_http = /** @type {(inputs: Webhook_Attempt_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTTP ${i?.code} in ${i?.ms} ms`)
};

const es_webhook_attempt_http = /** @type {(inputs: Webhook_Attempt_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTTP ${i?.code} en ${i?.ms} ms`)
};

const fr_webhook_attempt_http = /** @type {(inputs: Webhook_Attempt_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTTP ${i?.code} en ${i?.ms} ms`)
};

const it_webhook_attempt_http = /** @type {(inputs: Webhook_Attempt_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTTP ${i?.code} in ${i?.ms} ms`)
};

const pt_webhook_attempt_http = /** @type {(inputs: Webhook_Attempt_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTTP ${i?.code} em ${i?.ms} ms`)
};

const el_webhook_attempt_http = /** @type {(inputs: Webhook_Attempt_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTTP ${i?.code} σε ${i?.ms} ms`)
};

const hr_webhook_attempt_http = /** @type {(inputs: Webhook_Attempt_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTTP ${i?.code} za ${i?.ms} ms`)
};

/**
* | output |
* | --- |
* | "HTTP {code} in {ms} ms" |
*
* @param {Webhook_Attempt_HttpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_attempt_http = /** @type {((inputs: Webhook_Attempt_HttpInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Attempt_HttpInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_attempt_http(inputs)
	if (locale === "fr") return fr_webhook_attempt_http(inputs)
	if (locale === "it") return it_webhook_attempt_http(inputs)
	if (locale === "pt") return pt_webhook_attempt_http(inputs)
	if (locale === "el") return el_webhook_attempt_http(inputs)
	if (locale === "hr") return hr_webhook_attempt_http(inputs)
	return en_webhook_attempt_http(inputs)
});