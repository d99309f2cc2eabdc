import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ error: NonNullable<unknown>, ms: NonNullable<unknown> }} Webhook_Attempt_No_AnswerInputs */

const en_webhook_attempt_no_answer = /** @type {(inputs: Webhook_Attempt_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no answer (${i?.error}) in ${i?.ms} ms`)
};

const es_webhook_attempt_no_answer = /** @type {(inputs: Webhook_Attempt_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sin respuesta (${i?.error}) en ${i?.ms} ms`)
};

const fr_webhook_attempt_no_answer = /** @type {(inputs: Webhook_Attempt_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pas de réponse (${i?.error}) en ${i?.ms} ms`)
};

const it_webhook_attempt_no_answer = /** @type {(inputs: Webhook_Attempt_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`nessuna risposta (${i?.error}) in ${i?.ms} ms`)
};

const pt_webhook_attempt_no_answer = /** @type {(inputs: Webhook_Attempt_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sem resposta (${i?.error}) em ${i?.ms} ms`)
};

const el_webhook_attempt_no_answer = /** @type {(inputs: Webhook_Attempt_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`καμία απάντηση (${i?.error}) σε ${i?.ms} ms`)
};

const hr_webhook_attempt_no_answer = /** @type {(inputs: Webhook_Attempt_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`bez odgovora (${i?.error}) za ${i?.ms} ms`)
};

/**
* | output |
* | --- |
* | "no answer ({error}) in {ms} ms" |
*
* @param {Webhook_Attempt_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_attempt_no_answer = /** @type {((inputs: Webhook_Attempt_No_AnswerInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Attempt_No_AnswerInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_attempt_no_answer(inputs)
	if (locale === "fr") return fr_webhook_attempt_no_answer(inputs)
	if (locale === "it") return it_webhook_attempt_no_answer(inputs)
	if (locale === "pt") return pt_webhook_attempt_no_answer(inputs)
	if (locale === "el") return el_webhook_attempt_no_answer(inputs)
	if (locale === "hr") return hr_webhook_attempt_no_answer(inputs)
	return en_webhook_attempt_no_answer(inputs)
});