import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_App_SavedInputs */

const en_notice_app_saved = /** @type {(inputs: Notice_App_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app is saved.`)
};

const es_notice_app_saved = /** @type {(inputs: Notice_App_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La aplicación se ha guardado.`)
};

const fr_notice_app_saved = /** @type {(inputs: Notice_App_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’application est enregistrée.`)
};

const it_notice_app_saved = /** @type {(inputs: Notice_App_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’app è stata salvata.`)
};

const pt_notice_app_saved = /** @type {(inputs: Notice_App_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A aplicação foi guardada.`)
};

const el_notice_app_saved = /** @type {(inputs: Notice_App_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή αποθηκεύτηκε.`)
};

const hr_notice_app_saved = /** @type {(inputs: Notice_App_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplikacija je spremljena.`)
};

/**
* | output |
* | --- |
* | "The app is saved." |
*
* @param {Notice_App_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_app_saved = /** @type {((inputs?: Notice_App_SavedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_App_SavedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_app_saved(inputs)
	if (locale === "fr") return fr_notice_app_saved(inputs)
	if (locale === "it") return it_notice_app_saved(inputs)
	if (locale === "pt") return pt_notice_app_saved(inputs)
	if (locale === "el") return el_notice_app_saved(inputs)
	if (locale === "hr") return hr_notice_app_saved(inputs)
	return en_notice_app_saved(inputs)
});