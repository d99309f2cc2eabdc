import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_Portal_KeysInputs */

const en_webhook_portal_keys = /** @type {(inputs: Webhook_Portal_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API keys`)
};

const es_webhook_portal_keys = /** @type {(inputs: Webhook_Portal_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claves de API`)
};

const fr_webhook_portal_keys = /** @type {(inputs: Webhook_Portal_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clés d’API`)
};

const it_webhook_portal_keys = /** @type {(inputs: Webhook_Portal_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiavi API`)
};

const pt_webhook_portal_keys = /** @type {(inputs: Webhook_Portal_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaves de API`)
};

const el_webhook_portal_keys = /** @type {(inputs: Webhook_Portal_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κλειδιά API`)
};

const hr_webhook_portal_keys = /** @type {(inputs: Webhook_Portal_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API ključevi`)
};

/**
* | output |
* | --- |
* | "API keys" |
*
* @param {Webhook_Portal_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_portal_keys = /** @type {((inputs?: Webhook_Portal_KeysInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Portal_KeysInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_portal_keys(inputs)
	if (locale === "fr") return fr_webhook_portal_keys(inputs)
	if (locale === "it") return it_webhook_portal_keys(inputs)
	if (locale === "pt") return pt_webhook_portal_keys(inputs)
	if (locale === "el") return el_webhook_portal_keys(inputs)
	if (locale === "hr") return hr_webhook_portal_keys(inputs)
	return en_webhook_portal_keys(inputs)
});