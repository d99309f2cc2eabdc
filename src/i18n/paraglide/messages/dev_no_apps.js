import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_No_AppsInputs */

const en_dev_no_apps = /** @type {(inputs: Dev_No_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No apps yet.`)
};

const es_dev_no_apps = /** @type {(inputs: Dev_No_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no tienes aplicaciones.`)
};

const fr_dev_no_apps = /** @type {(inputs: Dev_No_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune application pour l’instant.`)
};

const it_dev_no_apps = /** @type {(inputs: Dev_No_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non hai ancora app.`)
};

const pt_dev_no_apps = /** @type {(inputs: Dev_No_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há aplicações.`)
};

const el_dev_no_apps = /** @type {(inputs: Dev_No_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχουν ακόμη εφαρμογές.`)
};

const hr_dev_no_apps = /** @type {(inputs: Dev_No_AppsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Još nema aplikacija.`)
};

/**
* | output |
* | --- |
* | "No apps yet." |
*
* @param {Dev_No_AppsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_no_apps = /** @type {((inputs?: Dev_No_AppsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_No_AppsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_no_apps(inputs)
	if (locale === "fr") return fr_dev_no_apps(inputs)
	if (locale === "it") return it_dev_no_apps(inputs)
	if (locale === "pt") return pt_dev_no_apps(inputs)
	if (locale === "el") return el_dev_no_apps(inputs)
	if (locale === "hr") return hr_dev_no_apps(inputs)
	return en_dev_no_apps(inputs)
});