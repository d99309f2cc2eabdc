import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Sessions_EndedInputs */

const en_notice_sessions_ended = /** @type {(inputs: Notice_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every other session is signed out.`)
};

const es_notice_sessions_ended = /** @type {(inputs: Notice_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se han cerrado todas las demás sesiones.`)
};

const fr_notice_sessions_ended = /** @type {(inputs: Notice_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les autres sessions sont fermées.`)
};

const it_notice_sessions_ended = /** @type {(inputs: Notice_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutte le altre sessioni sono state chiuse.`)
};

const pt_notice_sessions_ended = /** @type {(inputs: Notice_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as outras sessões foram encerradas.`)
};

const el_notice_sessions_ended = /** @type {(inputs: Notice_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλες οι άλλες συνδέσεις έκλεισαν.`)
};

const hr_notice_sessions_ended = /** @type {(inputs: Notice_Sessions_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sve ostale sesije su odjavljene.`)
};

/**
* | output |
* | --- |
* | "Every other session is signed out." |
*
* @param {Notice_Sessions_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_sessions_ended = /** @type {((inputs?: Notice_Sessions_EndedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Sessions_EndedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_sessions_ended(inputs)
	if (locale === "fr") return fr_notice_sessions_ended(inputs)
	if (locale === "it") return it_notice_sessions_ended(inputs)
	if (locale === "pt") return pt_notice_sessions_ended(inputs)
	if (locale === "el") return el_notice_sessions_ended(inputs)
	if (locale === "hr") return hr_notice_sessions_ended(inputs)
	return en_notice_sessions_ended(inputs)
});