import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Webhook_DisabledInputs */

const en_webhook_disabled = /** @type {(inputs: Webhook_DisabledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`disabled: ${i?.reason}`)
};

const es_webhook_disabled = /** @type {(inputs: Webhook_DisabledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desactivado: ${i?.reason}`)
};

const fr_webhook_disabled = /** @type {(inputs: Webhook_DisabledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`désactivé : ${i?.reason}`)
};

const it_webhook_disabled = /** @type {(inputs: Webhook_DisabledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`disattivato: ${i?.reason}`)
};

const pt_webhook_disabled = /** @type {(inputs: Webhook_DisabledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desativado: ${i?.reason}`)
};

const el_webhook_disabled = /** @type {(inputs: Webhook_DisabledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ανενεργό: ${i?.reason}`)
};

const hr_webhook_disabled = /** @type {(inputs: Webhook_DisabledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`isključeno: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "disabled: {reason}" |
*
* @param {Webhook_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_disabled = /** @type {((inputs: Webhook_DisabledInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_DisabledInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_disabled(inputs)
	if (locale === "fr") return fr_webhook_disabled(inputs)
	if (locale === "it") return it_webhook_disabled(inputs)
	if (locale === "pt") return pt_webhook_disabled(inputs)
	if (locale === "el") return el_webhook_disabled(inputs)
	if (locale === "hr") return hr_webhook_disabled(inputs)
	return en_webhook_disabled(inputs)
});