import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_App_DeletedInputs */

const en_notice_app_deleted = /** @type {(inputs: Notice_App_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app is deleted.`)
};

const es_notice_app_deleted = /** @type {(inputs: Notice_App_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La aplicación se ha eliminado.`)
};

const fr_notice_app_deleted = /** @type {(inputs: Notice_App_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’application est supprimée.`)
};

const it_notice_app_deleted = /** @type {(inputs: Notice_App_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’app è stata eliminata.`)
};

const pt_notice_app_deleted = /** @type {(inputs: Notice_App_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A aplicação foi apagada.`)
};

const el_notice_app_deleted = /** @type {(inputs: Notice_App_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή διαγράφηκε.`)
};

const hr_notice_app_deleted = /** @type {(inputs: Notice_App_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplikacija je izbrisana.`)
};

/**
* | output |
* | --- |
* | "The app is deleted." |
*
* @param {Notice_App_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_app_deleted = /** @type {((inputs?: Notice_App_DeletedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_App_DeletedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_app_deleted(inputs)
	if (locale === "fr") return fr_notice_app_deleted(inputs)
	if (locale === "it") return it_notice_app_deleted(inputs)
	if (locale === "pt") return pt_notice_app_deleted(inputs)
	if (locale === "el") return el_notice_app_deleted(inputs)
	if (locale === "hr") return hr_notice_app_deleted(inputs)
	return en_notice_app_deleted(inputs)
});