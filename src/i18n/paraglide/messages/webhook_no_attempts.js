import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_No_AttemptsInputs */

const en_webhook_no_attempts = /** @type {(inputs: Webhook_No_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none yet`)
};

const es_webhook_no_attempts = /** @type {(inputs: Webhook_No_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguno todavía`)
};

const fr_webhook_no_attempts = /** @type {(inputs: Webhook_No_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucune pour l’instant`)
};

const it_webhook_no_attempts = /** @type {(inputs: Webhook_No_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nessuno per ora`)
};

const pt_webhook_no_attempts = /** @type {(inputs: Webhook_No_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nenhuma ainda`)
};

const el_webhook_no_attempts = /** @type {(inputs: Webhook_No_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`καμία ακόμη`)
};

const hr_webhook_no_attempts = /** @type {(inputs: Webhook_No_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`još nijedan`)
};

/**
* | output |
* | --- |
* | "none yet" |
*
* @param {Webhook_No_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_no_attempts = /** @type {((inputs?: Webhook_No_AttemptsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_No_AttemptsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_no_attempts(inputs)
	if (locale === "fr") return fr_webhook_no_attempts(inputs)
	if (locale === "it") return it_webhook_no_attempts(inputs)
	if (locale === "pt") return pt_webhook_no_attempts(inputs)
	if (locale === "el") return el_webhook_no_attempts(inputs)
	if (locale === "hr") return hr_webhook_no_attempts(inputs)
	return en_webhook_no_attempts(inputs)
});