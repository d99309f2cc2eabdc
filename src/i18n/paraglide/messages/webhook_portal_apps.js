import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_Portal_AppsInputs */

const en_webhook_portal_apps = /** @type {(inputs: Webhook_Portal_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apps`)
};

const es_webhook_portal_apps = /** @type {(inputs: Webhook_Portal_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicaciones`)
};

const fr_webhook_portal_apps = /** @type {(inputs: Webhook_Portal_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications`)
};

const it_webhook_portal_apps = /** @type {(inputs: Webhook_Portal_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App`)
};

const pt_webhook_portal_apps = /** @type {(inputs: Webhook_Portal_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicações`)
};

const el_webhook_portal_apps = /** @type {(inputs: Webhook_Portal_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εφαρμογές`)
};

const hr_webhook_portal_apps = /** @type {(inputs: Webhook_Portal_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplikacije`)
};

/**
* | output |
* | --- |
* | "Apps" |
*
* @param {Webhook_Portal_AppsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_portal_apps = /** @type {((inputs?: Webhook_Portal_AppsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Portal_AppsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_portal_apps(inputs)
	if (locale === "fr") return fr_webhook_portal_apps(inputs)
	if (locale === "it") return it_webhook_portal_apps(inputs)
	if (locale === "pt") return pt_webhook_portal_apps(inputs)
	if (locale === "el") return el_webhook_portal_apps(inputs)
	if (locale === "hr") return hr_webhook_portal_apps(inputs)
	return en_webhook_portal_apps(inputs)
});