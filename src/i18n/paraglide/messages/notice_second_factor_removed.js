import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Second_Factor_RemovedInputs */

const en_notice_second_factor_removed = /** @type {(inputs: Notice_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The authenticator app is removed; every other session is signed out.`)
};

const es_notice_second_factor_removed = /** @type {(inputs: Notice_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La aplicación de autenticación se ha quitado; se han cerrado todas las demás sesiones.`)
};

const fr_notice_second_factor_removed = /** @type {(inputs: Notice_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’application d’authentification est retirée ; toutes les autres sessions sont fermées.`)
};

const it_notice_second_factor_removed = /** @type {(inputs: Notice_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’app di autenticazione è stata rimossa; tutte le altre sessioni sono state chiuse.`)
};

const pt_notice_second_factor_removed = /** @type {(inputs: Notice_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A aplicação de autenticação foi removida; todas as outras sessões foram encerradas.`)
};

const el_notice_second_factor_removed = /** @type {(inputs: Notice_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή ελέγχου ταυτότητας αφαιρέθηκε· όλες οι άλλες συνδέσεις έκλεισαν.`)
};

const hr_notice_second_factor_removed = /** @type {(inputs: Notice_Second_Factor_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplikacija za autentifikaciju je uklonjena; sve ostale sesije su odjavljene.`)
};

/**
* | output |
* | --- |
* | "The authenticator app is removed; every other session is signed out." |
*
* @param {Notice_Second_Factor_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_second_factor_removed = /** @type {((inputs?: Notice_Second_Factor_RemovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Second_Factor_RemovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_second_factor_removed(inputs)
	if (locale === "fr") return fr_notice_second_factor_removed(inputs)
	if (locale === "it") return it_notice_second_factor_removed(inputs)
	if (locale === "pt") return pt_notice_second_factor_removed(inputs)
	if (locale === "el") return el_notice_second_factor_removed(inputs)
	if (locale === "hr") return hr_notice_second_factor_removed(inputs)
	return en_notice_second_factor_removed(inputs)
});