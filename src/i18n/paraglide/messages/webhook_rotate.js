import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_RotateInputs */

const en_webhook_rotate = /** @type {(inputs: Webhook_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rotate secret`)
};

const es_webhook_rotate = /** @type {(inputs: Webhook_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renovar el secreto`)
};

const fr_webhook_rotate = /** @type {(inputs: Webhook_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renouveler le secret`)
};

const it_webhook_rotate = /** @type {(inputs: Webhook_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rinnova il segreto`)
};

const pt_webhook_rotate = /** @type {(inputs: Webhook_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renovar o segredo`)
};

const el_webhook_rotate = /** @type {(inputs: Webhook_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ανανέωση μυστικού`)
};

const hr_webhook_rotate = /** @type {(inputs: Webhook_RotateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zamijeni tajnu`)
};

/**
* | output |
* | --- |
* | "Rotate secret" |
*
* @param {Webhook_RotateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_rotate = /** @type {((inputs?: Webhook_RotateInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_RotateInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_rotate(inputs)
	if (locale === "fr") return fr_webhook_rotate(inputs)
	if (locale === "it") return it_webhook_rotate(inputs)
	if (locale === "pt") return pt_webhook_rotate(inputs)
	if (locale === "el") return el_webhook_rotate(inputs)
	if (locale === "hr") return hr_webhook_rotate(inputs)
	return en_webhook_rotate(inputs)
});