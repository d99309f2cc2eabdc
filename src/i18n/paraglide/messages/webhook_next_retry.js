import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_Next_RetryInputs */

const en_webhook_next_retry = /** @type {(inputs: Webhook_Next_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next retry`)
};

const es_webhook_next_retry = /** @type {(inputs: Webhook_Next_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximo intento`)
};

const fr_webhook_next_retry = /** @type {(inputs: Webhook_Next_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochain essai`)
};

const it_webhook_next_retry = /** @type {(inputs: Webhook_Next_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prossimo tentativo`)
};

const pt_webhook_next_retry = /** @type {(inputs: Webhook_Next_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próxima tentativa`)
};

const el_webhook_next_retry = /** @type {(inputs: Webhook_Next_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επόμενη προσπάθεια`)
};

const hr_webhook_next_retry = /** @type {(inputs: Webhook_Next_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sljedeći pokušaj`)
};

/**
* | output |
* | --- |
* | "Next retry" |
*
* @param {Webhook_Next_RetryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_next_retry = /** @type {((inputs?: Webhook_Next_RetryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Next_RetryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_next_retry(inputs)
	if (locale === "fr") return fr_webhook_next_retry(inputs)
	if (locale === "it") return it_webhook_next_retry(inputs)
	if (locale === "pt") return pt_webhook_next_retry(inputs)
	if (locale === "el") return el_webhook_next_retry(inputs)
	if (locale === "hr") return hr_webhook_next_retry(inputs)
	return en_webhook_next_retry(inputs)
});