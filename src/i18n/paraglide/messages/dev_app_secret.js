import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_App_SecretInputs */

const en_dev_app_secret = /** @type {(inputs: Dev_App_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your app’s client secret.`)
};

const es_dev_app_secret = /** @type {(inputs: Dev_App_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El secreto de cliente de tu aplicación.`)
};

const fr_dev_app_secret = /** @type {(inputs: Dev_App_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le secret client de votre application.`)
};

const it_dev_app_secret = /** @type {(inputs: Dev_App_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il segreto client della tua app.`)
};

const pt_dev_app_secret = /** @type {(inputs: Dev_App_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O segredo de cliente da sua aplicação.`)
};

const el_dev_app_secret = /** @type {(inputs: Dev_App_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το μυστικό πελάτη της εφαρμογής σας.`)
};

const hr_dev_app_secret = /** @type {(inputs: Dev_App_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tajna klijenta vaše aplikacije.`)
};

/**
* | output |
* | --- |
* | "Your app’s client secret." |
*
* @param {Dev_App_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_app_secret = /** @type {((inputs?: Dev_App_SecretInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_App_SecretInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_app_secret(inputs)
	if (locale === "fr") return fr_dev_app_secret(inputs)
	if (locale === "it") return it_dev_app_secret(inputs)
	if (locale === "pt") return pt_dev_app_secret(inputs)
	if (locale === "el") return el_dev_app_secret(inputs)
	if (locale === "hr") return hr_dev_app_secret(inputs)
	return en_dev_app_secret(inputs)
});