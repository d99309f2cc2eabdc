import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_No_DeliveriesInputs */

const en_webhook_no_deliveries = /** @type {(inputs: Webhook_No_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No deliveries yet.`)
};

const es_webhook_no_deliveries = /** @type {(inputs: Webhook_No_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay entregas.`)
};

const fr_webhook_no_deliveries = /** @type {(inputs: Webhook_No_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune livraison pour l’instant.`)
};

const it_webhook_no_deliveries = /** @type {(inputs: Webhook_No_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessuna consegna.`)
};

const pt_webhook_no_deliveries = /** @type {(inputs: Webhook_No_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda sem entregas.`)
};

const el_webhook_no_deliveries = /** @type {(inputs: Webhook_No_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχουν ακόμη παραδόσεις.`)
};

const hr_webhook_no_deliveries = /** @type {(inputs: Webhook_No_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Još nema isporuka.`)
};

/**
* | output |
* | --- |
* | "No deliveries yet." |
*
* @param {Webhook_No_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_no_deliveries = /** @type {((inputs?: Webhook_No_DeliveriesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_No_DeliveriesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_no_deliveries(inputs)
	if (locale === "fr") return fr_webhook_no_deliveries(inputs)
	if (locale === "it") return it_webhook_no_deliveries(inputs)
	if (locale === "pt") return pt_webhook_no_deliveries(inputs)
	if (locale === "el") return el_webhook_no_deliveries(inputs)
	if (locale === "hr") return hr_webhook_no_deliveries(inputs)
	return en_webhook_no_deliveries(inputs)
});