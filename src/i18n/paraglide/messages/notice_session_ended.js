import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Session_EndedInputs */

const en_notice_session_ended = /** @type {(inputs: Notice_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That session is signed out.`)
};

const es_notice_session_ended = /** @type {(inputs: Notice_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa sesión se ha cerrado.`)
};

const fr_notice_session_ended = /** @type {(inputs: Notice_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette session est fermée.`)
};

const it_notice_session_ended = /** @type {(inputs: Notice_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quella sessione è stata chiusa.`)
};

const pt_notice_session_ended = /** @type {(inputs: Notice_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essa sessão foi encerrada.`)
};

const el_notice_session_ended = /** @type {(inputs: Notice_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή η σύνδεση έκλεισε.`)
};

const hr_notice_session_ended = /** @type {(inputs: Notice_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ta je sesija odjavljena.`)
};

/**
* | output |
* | --- |
* | "That session is signed out." |
*
* @param {Notice_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_session_ended = /** @type {((inputs?: Notice_Session_EndedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Session_EndedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_session_ended(inputs)
	if (locale === "fr") return fr_notice_session_ended(inputs)
	if (locale === "it") return it_notice_session_ended(inputs)
	if (locale === "pt") return pt_notice_session_ended(inputs)
	if (locale === "el") return el_notice_session_ended(inputs)
	if (locale === "hr") return hr_notice_session_ended(inputs)
	return en_notice_session_ended(inputs)
});