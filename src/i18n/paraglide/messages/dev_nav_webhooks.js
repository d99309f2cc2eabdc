import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Nav_WebhooksInputs */

const en_dev_nav_webhooks = /** @type {(inputs: Dev_Nav_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

const es_dev_nav_webhooks = /** @type {(inputs: Dev_Nav_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

const fr_dev_nav_webhooks = /** @type {(inputs: Dev_Nav_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

const it_dev_nav_webhooks = /** @type {(inputs: Dev_Nav_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook`)
};

const pt_dev_nav_webhooks = /** @type {(inputs: Dev_Nav_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

const el_dev_nav_webhooks = /** @type {(inputs: Dev_Nav_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooks`)
};

const hr_dev_nav_webhooks = /** @type {(inputs: Dev_Nav_WebhooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhookovi`)
};

/**
* | output |
* | --- |
* | "Webhooks" |
*
* @param {Dev_Nav_WebhooksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_nav_webhooks = /** @type {((inputs?: Dev_Nav_WebhooksInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_WebhooksInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_nav_webhooks(inputs)
	if (locale === "fr") return fr_dev_nav_webhooks(inputs)
	if (locale === "it") return it_dev_nav_webhooks(inputs)
	if (locale === "pt") return pt_dev_nav_webhooks(inputs)
	if (locale === "el") return el_dev_nav_webhooks(inputs)
	if (locale === "hr") return hr_dev_nav_webhooks(inputs)
	return en_dev_nav_webhooks(inputs)
});