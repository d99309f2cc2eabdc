import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_Portal_AccessInputs */

const en_webhook_portal_access = /** @type {(inputs: Webhook_Portal_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access`)
};

const es_webhook_portal_access = /** @type {(inputs: Webhook_Portal_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso`)
};

const fr_webhook_portal_access = /** @type {(inputs: Webhook_Portal_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès`)
};

const it_webhook_portal_access = /** @type {(inputs: Webhook_Portal_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso`)
};

const pt_webhook_portal_access = /** @type {(inputs: Webhook_Portal_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acesso`)
};

const el_webhook_portal_access = /** @type {(inputs: Webhook_Portal_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρόσβαση`)
};

const hr_webhook_portal_access = /** @type {(inputs: Webhook_Portal_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pristup`)
};

/**
* | output |
* | --- |
* | "Access" |
*
* @param {Webhook_Portal_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_portal_access = /** @type {((inputs?: Webhook_Portal_AccessInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Portal_AccessInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_portal_access(inputs)
	if (locale === "fr") return fr_webhook_portal_access(inputs)
	if (locale === "it") return it_webhook_portal_access(inputs)
	if (locale === "pt") return pt_webhook_portal_access(inputs)
	if (locale === "el") return el_webhook_portal_access(inputs)
	if (locale === "hr") return hr_webhook_portal_access(inputs)
	return en_webhook_portal_access(inputs)
});