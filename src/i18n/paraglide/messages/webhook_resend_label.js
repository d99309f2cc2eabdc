import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown>, id: NonNullable<unknown> }} Webhook_Resend_LabelInputs */

const en_webhook_resend_label = /** @type {(inputs: Webhook_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resend ${i?.type} ${i?.id}`)
};

const es_webhook_resend_label = /** @type {(inputs: Webhook_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reenviar ${i?.type} ${i?.id}`)
};

const fr_webhook_resend_label = /** @type {(inputs: Webhook_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renvoyer ${i?.type} ${i?.id}`)
};

const it_webhook_resend_label = /** @type {(inputs: Webhook_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reinvia ${i?.type} ${i?.id}`)
};

const pt_webhook_resend_label = /** @type {(inputs: Webhook_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reenviar ${i?.type} ${i?.id}`)
};

const el_webhook_resend_label = /** @type {(inputs: Webhook_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επαναποστολή ${i?.type} ${i?.id}`)
};

const hr_webhook_resend_label = /** @type {(inputs: Webhook_Resend_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ponovo pošalji ${i?.type} ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Resend {type} {id}" |
*
* @param {Webhook_Resend_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_resend_label = /** @type {((inputs: Webhook_Resend_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Resend_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_resend_label(inputs)
	if (locale === "fr") return fr_webhook_resend_label(inputs)
	if (locale === "it") return it_webhook_resend_label(inputs)
	if (locale === "pt") return pt_webhook_resend_label(inputs)
	if (locale === "el") return el_webhook_resend_label(inputs)
	if (locale === "hr") return hr_webhook_resend_label(inputs)
	return en_webhook_resend_label(inputs)
});