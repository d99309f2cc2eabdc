import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_New_SecretInputs */

const en_webhook_new_secret = /** @type {(inputs: Webhook_New_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The endpoint’s new signing secret (the old one keeps signing for 24 hours).`)
};

const es_webhook_new_secret = /** @type {(inputs: Webhook_New_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nuevo secreto de firma del endpoint (el anterior sigue firmando durante 24 horas).`)
};

const fr_webhook_new_secret = /** @type {(inputs: Webhook_New_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nouveau secret de signature du point de terminaison (l’ancien signe encore pendant 24 heures).`)
};

const it_webhook_new_secret = /** @type {(inputs: Webhook_New_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il nuovo segreto di firma dell’endpoint (il precedente continua a firmare per 24 ore).`)
};

const pt_webhook_new_secret = /** @type {(inputs: Webhook_New_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O novo segredo de assinatura do endpoint (o anterior continua a assinar durante 24 horas).`)
};

const el_webhook_new_secret = /** @type {(inputs: Webhook_New_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το νέο μυστικό υπογραφής του endpoint (το παλιό συνεχίζει να υπογράφει για 24 ώρες).`)
};

const hr_webhook_new_secret = /** @type {(inputs: Webhook_New_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova tajna za potpisivanje krajnje točke (stara potpisuje još 24 sata).`)
};

/**
* | output |
* | --- |
* | "The endpoint’s new signing secret (the old one keeps signing for 24 hours)." |
*
* @param {Webhook_New_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_new_secret = /** @type {((inputs?: Webhook_New_SecretInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_New_SecretInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_new_secret(inputs)
	if (locale === "fr") return fr_webhook_new_secret(inputs)
	if (locale === "it") return it_webhook_new_secret(inputs)
	if (locale === "pt") return pt_webhook_new_secret(inputs)
	if (locale === "el") return el_webhook_new_secret(inputs)
	if (locale === "hr") return hr_webhook_new_secret(inputs)
	return en_webhook_new_secret(inputs)
});