import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Delivery_QueuedInputs */

const en_notice_delivery_queued = /** @type {(inputs: Notice_Delivery_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queued again.`)
};

const es_notice_delivery_queued = /** @type {(inputs: Notice_Delivery_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a estar en cola.`)
};

const fr_notice_delivery_queued = /** @type {(inputs: Notice_Delivery_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remis en file d’attente.`)
};

const it_notice_delivery_queued = /** @type {(inputs: Notice_Delivery_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Di nuovo in coda.`)
};

const pt_notice_delivery_queued = /** @type {(inputs: Notice_Delivery_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colocado de novo na fila.`)
};

const el_notice_delivery_queued = /** @type {(inputs: Notice_Delivery_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μπήκε ξανά στην ουρά.`)
};

const hr_notice_delivery_queued = /** @type {(inputs: Notice_Delivery_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ponovno u redu čekanja.`)
};

/**
* | output |
* | --- |
* | "Queued again." |
*
* @param {Notice_Delivery_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_delivery_queued = /** @type {((inputs?: Notice_Delivery_QueuedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Delivery_QueuedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_delivery_queued(inputs)
	if (locale === "fr") return fr_notice_delivery_queued(inputs)
	if (locale === "it") return it_notice_delivery_queued(inputs)
	if (locale === "pt") return pt_notice_delivery_queued(inputs)
	if (locale === "el") return el_notice_delivery_queued(inputs)
	if (locale === "hr") return hr_notice_delivery_queued(inputs)
	return en_notice_delivery_queued(inputs)
});