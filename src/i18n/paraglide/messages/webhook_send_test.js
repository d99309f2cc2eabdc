import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_Send_TestInputs */

const en_webhook_send_test = /** @type {(inputs: Webhook_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a test event`)
};

const es_webhook_send_test = /** @type {(inputs: Webhook_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar un evento de prueba`)
};

const fr_webhook_send_test = /** @type {(inputs: Webhook_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer un événement de test`)
};

const it_webhook_send_test = /** @type {(inputs: Webhook_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invia un evento di prova`)
};

const pt_webhook_send_test = /** @type {(inputs: Webhook_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar um evento de teste`)
};

const el_webhook_send_test = /** @type {(inputs: Webhook_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποστολή δοκιμαστικού συμβάντος`)
};

const hr_webhook_send_test = /** @type {(inputs: Webhook_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pošalji probni događaj`)
};

/**
* | output |
* | --- |
* | "Send a test event" |
*
* @param {Webhook_Send_TestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_send_test = /** @type {((inputs?: Webhook_Send_TestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Send_TestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_send_test(inputs)
	if (locale === "fr") return fr_webhook_send_test(inputs)
	if (locale === "it") return it_webhook_send_test(inputs)
	if (locale === "pt") return pt_webhook_send_test(inputs)
	if (locale === "el") return el_webhook_send_test(inputs)
	if (locale === "hr") return hr_webhook_send_test(inputs)
	return en_webhook_send_test(inputs)
});