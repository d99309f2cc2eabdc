import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_App_RevokedInputs */

const en_notice_app_revoked = /** @type {(inputs: Notice_App_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoked: the app’s tokens no longer work.`)
};

const es_notice_app_revoked = /** @type {(inputs: Notice_App_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revocado: los tokens de la aplicación ya no sirven.`)
};

const fr_notice_app_revoked = /** @type {(inputs: Notice_App_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révoqué : les jetons de l’application ne fonctionnent plus.`)
};

const it_notice_app_revoked = /** @type {(inputs: Notice_App_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revocata: i token dell’app non funzionano più.`)
};

const pt_notice_app_revoked = /** @type {(inputs: Notice_App_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revogado: os tokens da aplicação deixaram de funcionar.`)
};

const el_notice_app_revoked = /** @type {(inputs: Notice_App_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ανακλήθηκε: τα tokens της εφαρμογής δεν λειτουργούν πια.`)
};

const hr_notice_app_revoked = /** @type {(inputs: Notice_App_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opozvano: tokeni aplikacije više ne rade.`)
};

/**
* | output |
* | --- |
* | "Revoked: the app’s tokens no longer work." |
*
* @param {Notice_App_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_app_revoked = /** @type {((inputs?: Notice_App_RevokedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_App_RevokedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_app_revoked(inputs)
	if (locale === "fr") return fr_notice_app_revoked(inputs)
	if (locale === "it") return it_notice_app_revoked(inputs)
	if (locale === "pt") return pt_notice_app_revoked(inputs)
	if (locale === "el") return el_notice_app_revoked(inputs)
	if (locale === "hr") return hr_notice_app_revoked(inputs)
	return en_notice_app_revoked(inputs)
});