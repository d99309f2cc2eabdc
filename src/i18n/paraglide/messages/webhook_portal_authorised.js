import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_Portal_AuthorisedInputs */

const en_webhook_portal_authorised = /** @type {(inputs: Webhook_Portal_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authorised apps`)
};

const es_webhook_portal_authorised = /** @type {(inputs: Webhook_Portal_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicaciones autorizadas`)
};

const fr_webhook_portal_authorised = /** @type {(inputs: Webhook_Portal_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications autorisées`)
};

const it_webhook_portal_authorised = /** @type {(inputs: Webhook_Portal_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App autorizzate`)
};

const pt_webhook_portal_authorised = /** @type {(inputs: Webhook_Portal_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicações autorizadas`)
};

const el_webhook_portal_authorised = /** @type {(inputs: Webhook_Portal_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εξουσιοδοτημένες εφαρμογές`)
};

const hr_webhook_portal_authorised = /** @type {(inputs: Webhook_Portal_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ovlaštene aplikacije`)
};

/**
* | output |
* | --- |
* | "Authorised apps" |
*
* @param {Webhook_Portal_AuthorisedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_portal_authorised = /** @type {((inputs?: Webhook_Portal_AuthorisedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Portal_AuthorisedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_portal_authorised(inputs)
	if (locale === "fr") return fr_webhook_portal_authorised(inputs)
	if (locale === "it") return it_webhook_portal_authorised(inputs)
	if (locale === "pt") return pt_webhook_portal_authorised(inputs)
	if (locale === "el") return el_webhook_portal_authorised(inputs)
	if (locale === "hr") return hr_webhook_portal_authorised(inputs)
	return en_webhook_portal_authorised(inputs)
});