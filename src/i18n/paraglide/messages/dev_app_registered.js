import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dev_App_RegisteredInputs */

const en_dev_app_registered = /** @type {(inputs: Dev_App_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Registered ${i?.name}.`)
};

const es_dev_app_registered = /** @type {(inputs: Dev_App_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aplicación ${i?.name} registrada.`)
};

const fr_dev_app_registered = /** @type {(inputs: Dev_App_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Application ${i?.name} enregistrée.`)
};

const it_dev_app_registered = /** @type {(inputs: Dev_App_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`App ${i?.name} registrata.`)
};

const pt_dev_app_registered = /** @type {(inputs: Dev_App_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aplicação ${i?.name} registrada.`)
};

const el_dev_app_registered = /** @type {(inputs: Dev_App_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή ${i?.name} καταχωρίστηκε.`)
};

const hr_dev_app_registered = /** @type {(inputs: Dev_App_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aplikacija ${i?.name} je registrirana.`)
};

/**
* | output |
* | --- |
* | "Registered {name}." |
*
* @param {Dev_App_RegisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_app_registered = /** @type {((inputs: Dev_App_RegisteredInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_App_RegisteredInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_app_registered(inputs)
	if (locale === "fr") return fr_dev_app_registered(inputs)
	if (locale === "it") return it_dev_app_registered(inputs)
	if (locale === "pt") return pt_dev_app_registered(inputs)
	if (locale === "el") return el_dev_app_registered(inputs)
	if (locale === "hr") return hr_dev_app_registered(inputs)
	return en_dev_app_registered(inputs)
});