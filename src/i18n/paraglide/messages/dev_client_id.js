import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Client_IdInputs */

const en_dev_client_id = /** @type {(inputs: Dev_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client id`)
};

const es_dev_client_id = /** @type {(inputs: Dev_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de cliente`)
};

const fr_dev_client_id = /** @type {(inputs: Dev_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant client`)
};

const it_dev_client_id = /** @type {(inputs: Dev_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID client`)
};

const pt_dev_client_id = /** @type {(inputs: Dev_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID do cliente`)
};

const el_dev_client_id = /** @type {(inputs: Dev_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναγνωριστικό πελάτη`)
};

const hr_dev_client_id = /** @type {(inputs: Dev_Client_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID klijenta`)
};

/**
* | output |
* | --- |
* | "Client id" |
*
* @param {Dev_Client_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_client_id = /** @type {((inputs?: Dev_Client_IdInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Client_IdInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_client_id(inputs)
	if (locale === "fr") return fr_dev_client_id(inputs)
	if (locale === "it") return it_dev_client_id(inputs)
	if (locale === "pt") return pt_dev_client_id(inputs)
	if (locale === "el") return el_dev_client_id(inputs)
	if (locale === "hr") return hr_dev_client_id(inputs)
	return en_dev_client_id(inputs)
});