import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Apps_TitleInputs */

const en_dev_apps_title = /** @type {(inputs: Dev_Apps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OAuth apps`)
};

const es_dev_apps_title = /** @type {(inputs: Dev_Apps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicaciones OAuth`)
};

const fr_dev_apps_title = /** @type {(inputs: Dev_Apps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications OAuth`)
};

const it_dev_apps_title = /** @type {(inputs: Dev_Apps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App OAuth`)
};

const pt_dev_apps_title = /** @type {(inputs: Dev_Apps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicações OAuth`)
};

const el_dev_apps_title = /** @type {(inputs: Dev_Apps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εφαρμογές OAuth`)
};

const hr_dev_apps_title = /** @type {(inputs: Dev_Apps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OAuth aplikacije`)
};

/**
* | output |
* | --- |
* | "OAuth apps" |
*
* @param {Dev_Apps_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_apps_title = /** @type {((inputs?: Dev_Apps_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Apps_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_apps_title(inputs)
	if (locale === "fr") return fr_dev_apps_title(inputs)
	if (locale === "it") return it_dev_apps_title(inputs)
	if (locale === "pt") return pt_dev_apps_title(inputs)
	if (locale === "el") return el_dev_apps_title(inputs)
	if (locale === "hr") return hr_dev_apps_title(inputs)
	return en_dev_apps_title(inputs)
});