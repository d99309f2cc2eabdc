import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_ApplyInputs */

const en_dev_apply = /** @type {(inputs: Dev_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply`)
};

const es_dev_apply = /** @type {(inputs: Dev_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar solicitud`)
};

const fr_dev_apply = /** @type {(inputs: Dev_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la demande`)
};

const it_dev_apply = /** @type {(inputs: Dev_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invia la richiesta`)
};

const pt_dev_apply = /** @type {(inputs: Dev_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar pedido`)
};

const el_dev_apply = /** @type {(inputs: Dev_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Υποβολή αίτησης`)
};

const hr_dev_apply = /** @type {(inputs: Dev_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pošalji zahtjev`)
};

/**
* | output |
* | --- |
* | "Apply" |
*
* @param {Dev_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_apply = /** @type {((inputs?: Dev_ApplyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ApplyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_apply(inputs)
	if (locale === "fr") return fr_dev_apply(inputs)
	if (locale === "it") return it_dev_apply(inputs)
	if (locale === "pt") return pt_dev_apply(inputs)
	if (locale === "el") return el_dev_apply(inputs)
	if (locale === "hr") return hr_dev_apply(inputs)
	return en_dev_apply(inputs)
});