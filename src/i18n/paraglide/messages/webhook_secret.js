import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_SecretInputs */

const en_webhook_secret = /** @type {(inputs: Webhook_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The endpoint’s signing secret.`)
};

const es_webhook_secret = /** @type {(inputs: Webhook_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El secreto de firma del endpoint.`)
};

const fr_webhook_secret = /** @type {(inputs: Webhook_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le secret de signature du point de terminaison.`)
};

const it_webhook_secret = /** @type {(inputs: Webhook_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il segreto di firma dell’endpoint.`)
};

const pt_webhook_secret = /** @type {(inputs: Webhook_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O segredo de assinatura do endpoint.`)
};

const el_webhook_secret = /** @type {(inputs: Webhook_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το μυστικό υπογραφής του endpoint.`)
};

const hr_webhook_secret = /** @type {(inputs: Webhook_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tajna za potpisivanje krajnje točke.`)
};

/**
* | output |
* | --- |
* | "The endpoint’s signing secret." |
*
* @param {Webhook_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_secret = /** @type {((inputs?: Webhook_SecretInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_SecretInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_secret(inputs)
	if (locale === "fr") return fr_webhook_secret(inputs)
	if (locale === "it") return it_webhook_secret(inputs)
	if (locale === "pt") return pt_webhook_secret(inputs)
	if (locale === "el") return el_webhook_secret(inputs)
	if (locale === "hr") return hr_webhook_secret(inputs)
	return en_webhook_secret(inputs)
});