import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_CopyInputs */

const en_webhook_copy = /** @type {(inputs: Webhook_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy`)
};

const es_webhook_copy = /** @type {(inputs: Webhook_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar`)
};

const fr_webhook_copy = /** @type {(inputs: Webhook_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier`)
};

const it_webhook_copy = /** @type {(inputs: Webhook_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copia`)
};

const pt_webhook_copy = /** @type {(inputs: Webhook_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar`)
};

const el_webhook_copy = /** @type {(inputs: Webhook_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αντιγραφή`)
};

const hr_webhook_copy = /** @type {(inputs: Webhook_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopiraj`)
};

/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Webhook_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_copy = /** @type {((inputs?: Webhook_CopyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_CopyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_copy(inputs)
	if (locale === "fr") return fr_webhook_copy(inputs)
	if (locale === "it") return it_webhook_copy(inputs)
	if (locale === "pt") return pt_webhook_copy(inputs)
	if (locale === "el") return el_webhook_copy(inputs)
	if (locale === "hr") return hr_webhook_copy(inputs)
	return en_webhook_copy(inputs)
});