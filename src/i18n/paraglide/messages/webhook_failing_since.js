import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_Failing_SinceInputs */

const en_webhook_failing_since = /** @type {(inputs: Webhook_Failing_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failing since`)
};

const es_webhook_failing_since = /** @type {(inputs: Webhook_Failing_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falla desde`)
};

const fr_webhook_failing_since = /** @type {(inputs: Webhook_Failing_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En échec depuis`)
};

const it_webhook_failing_since = /** @type {(inputs: Webhook_Failing_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fallisce dal`)
};

const pt_webhook_failing_since = /** @type {(inputs: Webhook_Failing_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falha desde`)
};

const el_webhook_failing_since = /** @type {(inputs: Webhook_Failing_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποτυγχάνει από`)
};

const hr_webhook_failing_since = /** @type {(inputs: Webhook_Failing_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne uspijeva od`)
};

/**
* | output |
* | --- |
* | "Failing since" |
*
* @param {Webhook_Failing_SinceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_failing_since = /** @type {((inputs?: Webhook_Failing_SinceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Failing_SinceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_failing_since(inputs)
	if (locale === "fr") return fr_webhook_failing_since(inputs)
	if (locale === "it") return it_webhook_failing_since(inputs)
	if (locale === "pt") return pt_webhook_failing_since(inputs)
	if (locale === "el") return el_webhook_failing_since(inputs)
	if (locale === "hr") return hr_webhook_failing_since(inputs)
	return en_webhook_failing_since(inputs)
});