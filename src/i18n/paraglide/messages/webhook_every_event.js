import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_Every_EventInputs */

const en_webhook_every_event = /** @type {(inputs: Webhook_Every_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`* (every event)`)
};

const es_webhook_every_event = /** @type {(inputs: Webhook_Every_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`* (todos los eventos)`)
};

const fr_webhook_every_event = /** @type {(inputs: Webhook_Every_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`* (tous les événements)`)
};

const it_webhook_every_event = /** @type {(inputs: Webhook_Every_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`* (tutti gli eventi)`)
};

const pt_webhook_every_event = /** @type {(inputs: Webhook_Every_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`* (todos os eventos)`)
};

const el_webhook_every_event = /** @type {(inputs: Webhook_Every_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`* (όλα τα συμβάντα)`)
};

const hr_webhook_every_event = /** @type {(inputs: Webhook_Every_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`* (svi događaji)`)
};

/**
* | output |
* | --- |
* | "* (every event)" |
*
* @param {Webhook_Every_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_every_event = /** @type {((inputs?: Webhook_Every_EventInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Every_EventInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_every_event(inputs)
	if (locale === "fr") return fr_webhook_every_event(inputs)
	if (locale === "it") return it_webhook_every_event(inputs)
	if (locale === "pt") return pt_webhook_every_event(inputs)
	if (locale === "el") return el_webhook_every_event(inputs)
	if (locale === "hr") return hr_webhook_every_event(inputs)
	return en_webhook_every_event(inputs)
});