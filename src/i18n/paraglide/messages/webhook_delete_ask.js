import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_Delete_AskInputs */

const en_webhook_delete_ask = /** @type {(inputs: Webhook_Delete_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete endpoint…`)
};

const es_webhook_delete_ask = /** @type {(inputs: Webhook_Delete_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar el endpoint…`)
};

const fr_webhook_delete_ask = /** @type {(inputs: Webhook_Delete_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer le point de terminaison…`)
};

const it_webhook_delete_ask = /** @type {(inputs: Webhook_Delete_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina l’endpoint…`)
};

const pt_webhook_delete_ask = /** @type {(inputs: Webhook_Delete_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar o endpoint…`)
};

const el_webhook_delete_ask = /** @type {(inputs: Webhook_Delete_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή endpoint…`)
};

const hr_webhook_delete_ask = /** @type {(inputs: Webhook_Delete_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izbriši krajnju točku…`)
};

/**
* | output |
* | --- |
* | "Delete endpoint…" |
*
* @param {Webhook_Delete_AskInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_delete_ask = /** @type {((inputs?: Webhook_Delete_AskInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Delete_AskInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_delete_ask(inputs)
	if (locale === "fr") return fr_webhook_delete_ask(inputs)
	if (locale === "it") return it_webhook_delete_ask(inputs)
	if (locale === "pt") return pt_webhook_delete_ask(inputs)
	if (locale === "el") return el_webhook_delete_ask(inputs)
	if (locale === "hr") return hr_webhook_delete_ask(inputs)
	return en_webhook_delete_ask(inputs)
});