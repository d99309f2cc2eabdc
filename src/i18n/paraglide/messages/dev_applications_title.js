import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Applications_TitleInputs */

const en_dev_applications_title = /** @type {(inputs: Dev_Applications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Developer applications`)
};

const es_dev_applications_title = /** @type {(inputs: Dev_Applications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes de desarrolladores`)
};

const fr_dev_applications_title = /** @type {(inputs: Dev_Applications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes d’accès développeur`)
};

const it_dev_applications_title = /** @type {(inputs: Dev_Applications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Richieste degli sviluppatori`)
};

const pt_dev_applications_title = /** @type {(inputs: Dev_Applications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedidos de desenvolvedores`)
};

const el_dev_applications_title = /** @type {(inputs: Dev_Applications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αιτήσεις προγραμματιστών`)
};

const hr_dev_applications_title = /** @type {(inputs: Dev_Applications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahtjevi programera`)
};

/**
* | output |
* | --- |
* | "Developer applications" |
*
* @param {Dev_Applications_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_applications_title = /** @type {((inputs?: Dev_Applications_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Applications_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_applications_title(inputs)
	if (locale === "fr") return fr_dev_applications_title(inputs)
	if (locale === "it") return it_dev_applications_title(inputs)
	if (locale === "pt") return pt_dev_applications_title(inputs)
	if (locale === "el") return el_dev_applications_title(inputs)
	if (locale === "hr") return hr_dev_applications_title(inputs)
	return en_dev_applications_title(inputs)
});