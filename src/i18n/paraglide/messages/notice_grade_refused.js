import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Grade_RefusedInputs */

const en_notice_grade_refused = /** @type {(inputs: Notice_Grade_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused: the catch is unverified.`)
};

const es_notice_grade_refused = /** @type {(inputs: Notice_Grade_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazada: la captura queda sin verificar.`)
};

const fr_notice_grade_refused = /** @type {(inputs: Notice_Grade_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refusée : la prise reste non validée.`)
};

const it_notice_grade_refused = /** @type {(inputs: Notice_Grade_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respinta: la cattura resta non verificata.`)
};

const pt_notice_grade_refused = /** @type {(inputs: Notice_Grade_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recusada: a captura fica sem verificação.`)
};

const el_notice_grade_refused = /** @type {(inputs: Notice_Grade_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απορρίφθηκε: η ψαριά μένει χωρίς επαλήθευση.`)
};

const hr_notice_grade_refused = /** @type {(inputs: Notice_Grade_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odbijeno: ulov ostaje neprovjeren.`)
};

/**
* | output |
* | --- |
* | "Refused: the catch is unverified." |
*
* @param {Notice_Grade_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_grade_refused = /** @type {((inputs?: Notice_Grade_RefusedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Grade_RefusedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_grade_refused(inputs)
	if (locale === "fr") return fr_notice_grade_refused(inputs)
	if (locale === "it") return it_notice_grade_refused(inputs)
	if (locale === "pt") return pt_notice_grade_refused(inputs)
	if (locale === "el") return el_notice_grade_refused(inputs)
	if (locale === "hr") return hr_notice_grade_refused(inputs)
	return en_notice_grade_refused(inputs)
});