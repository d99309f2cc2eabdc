import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_App_IdInputs */

const en_dev_app_id = /** @type {(inputs: Dev_App_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App id`)
};

const es_dev_app_id = /** @type {(inputs: Dev_App_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de aplicación`)
};

const fr_dev_app_id = /** @type {(inputs: Dev_App_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant d’application`)
};

const it_dev_app_id = /** @type {(inputs: Dev_App_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID app`)
};

const pt_dev_app_id = /** @type {(inputs: Dev_App_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID da aplicação`)
};

const el_dev_app_id = /** @type {(inputs: Dev_App_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναγνωριστικό εφαρμογής`)
};

const hr_dev_app_id = /** @type {(inputs: Dev_App_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID aplikacije`)
};

/**
* | output |
* | --- |
* | "App id" |
*
* @param {Dev_App_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_app_id = /** @type {((inputs?: Dev_App_IdInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_App_IdInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_app_id(inputs)
	if (locale === "fr") return fr_dev_app_id(inputs)
	if (locale === "it") return it_dev_app_id(inputs)
	if (locale === "pt") return pt_dev_app_id(inputs)
	if (locale === "el") return el_dev_app_id(inputs)
	if (locale === "hr") return hr_dev_app_id(inputs)
	return en_dev_app_id(inputs)
});