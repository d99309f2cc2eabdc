import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Webhook_Add_HeadingInputs */

const en_webhook_add_heading = /** @type {(inputs: Webhook_Add_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an endpoint`)
};

const es_webhook_add_heading = /** @type {(inputs: Webhook_Add_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir un endpoint`)
};

const fr_webhook_add_heading = /** @type {(inputs: Webhook_Add_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un point de terminaison`)
};

const it_webhook_add_heading = /** @type {(inputs: Webhook_Add_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungi un endpoint`)
};

const pt_webhook_add_heading = /** @type {(inputs: Webhook_Add_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar um endpoint`)
};

const el_webhook_add_heading = /** @type {(inputs: Webhook_Add_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη endpoint`)
};

const hr_webhook_add_heading = /** @type {(inputs: Webhook_Add_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dodajte krajnju točku`)
};

/**
* | output |
* | --- |
* | "Add an endpoint" |
*
* @param {Webhook_Add_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const webhook_add_heading = /** @type {((inputs?: Webhook_Add_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Add_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_webhook_add_heading(inputs)
	if (locale === "fr") return fr_webhook_add_heading(inputs)
	if (locale === "it") return it_webhook_add_heading(inputs)
	if (locale === "pt") return pt_webhook_add_heading(inputs)
	if (locale === "el") return el_webhook_add_heading(inputs)
	if (locale === "hr") return hr_webhook_add_heading(inputs)
	return en_webhook_add_heading(inputs)
});