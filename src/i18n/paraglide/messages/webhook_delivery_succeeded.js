import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_Delivery_SucceededInputs */

const en_webhook_delivery_succeeded = /** @type {(inputs: Webhook_Delivery_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`succeeded`)
};

const es_webhook_delivery_succeeded = /** @type {(inputs: Webhook_Delivery_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entregada`)
};

const fr_webhook_delivery_succeeded = /** @type {(inputs: Webhook_Delivery_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`livrée`)
};

const it_webhook_delivery_succeeded = /** @type {(inputs: Webhook_Delivery_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`consegnata`)
};

const pt_webhook_delivery_succeeded = /** @type {(inputs: Webhook_Delivery_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entregue`)
};

const el_webhook_delivery_succeeded = /** @type {(inputs: Webhook_Delivery_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`παραδόθηκε`)
};

const hr_webhook_delivery_succeeded = /** @type {(inputs: Webhook_Delivery_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`isporučeno`)
};

/**
* | output |
* | --- |
* | "succeeded" |
*
* @param {Webhook_Delivery_SucceededInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_delivery_succeeded = /** @type {((inputs?: Webhook_Delivery_SucceededInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Delivery_SucceededInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_delivery_succeeded(inputs)
	if (locale === "fr") return fr_webhook_delivery_succeeded(inputs)
	if (locale === "it") return it_webhook_delivery_succeeded(inputs)
	if (locale === "pt") return pt_webhook_delivery_succeeded(inputs)
	if (locale === "el") return el_webhook_delivery_succeeded(inputs)
	if (locale === "hr") return hr_webhook_delivery_succeeded(inputs)
	return en_webhook_delivery_succeeded(inputs)
});