import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_PortalInputs */

const en_webhook_portal = /** @type {(inputs: Webhook_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Developer portal`)
};

const es_webhook_portal = /** @type {(inputs: Webhook_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portal para desarrolladores`)
};

const fr_webhook_portal = /** @type {(inputs: Webhook_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portail développeurs`)
};

const it_webhook_portal = /** @type {(inputs: Webhook_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portale sviluppatori`)
};

const pt_webhook_portal = /** @type {(inputs: Webhook_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portal de programadores`)
};

const el_webhook_portal = /** @type {(inputs: Webhook_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πύλη προγραμματιστών`)
};

const hr_webhook_portal = /** @type {(inputs: Webhook_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portal za razvojne programere`)
};

/**
* | output |
* | --- |
* | "Developer portal" |
*
* @param {Webhook_PortalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_portal = /** @type {((inputs?: Webhook_PortalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_PortalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_portal(inputs)
	if (locale === "fr") return fr_webhook_portal(inputs)
	if (locale === "it") return it_webhook_portal(inputs)
	if (locale === "pt") return pt_webhook_portal(inputs)
	if (locale === "el") return el_webhook_portal(inputs)
	if (locale === "hr") return hr_webhook_portal(inputs)
	return en_webhook_portal(inputs)
});