import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_New_Key_SecretInputs */

const en_dev_new_key_secret = /** @type {(inputs: Dev_New_Key_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your new API key.`)
};

const es_dev_new_key_secret = /** @type {(inputs: Dev_New_Key_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu nueva clave de API.`)
};

const fr_dev_new_key_secret = /** @type {(inputs: Dev_New_Key_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nouvelle clé d’API.`)
};

const it_dev_new_key_secret = /** @type {(inputs: Dev_New_Key_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua nuova chiave API.`)
};

const pt_dev_new_key_secret = /** @type {(inputs: Dev_New_Key_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua nova chave de API.`)
};

const el_dev_new_key_secret = /** @type {(inputs: Dev_New_Key_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το νέο σας κλειδί API.`)
};

const hr_dev_new_key_secret = /** @type {(inputs: Dev_New_Key_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš novi API ključ.`)
};

/**
* | output |
* | --- |
* | "Your new API key." |
*
* @param {Dev_New_Key_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_new_key_secret = /** @type {((inputs?: Dev_New_Key_SecretInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_New_Key_SecretInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_new_key_secret(inputs)
	if (locale === "fr") return fr_dev_new_key_secret(inputs)
	if (locale === "it") return it_dev_new_key_secret(inputs)
	if (locale === "pt") return pt_dev_new_key_secret(inputs)
	if (locale === "el") return el_dev_new_key_secret(inputs)
	if (locale === "hr") return hr_dev_new_key_secret(inputs)
	return en_dev_new_key_secret(inputs)
});