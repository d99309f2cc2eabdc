import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Evidence_NoteInputs */

const en_verify_evidence_note = /** @type {(inputs: Verify_Evidence_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evidence note`)
};

const es_verify_evidence_note = /** @type {(inputs: Verify_Evidence_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota sobre las pruebas`)
};

const fr_verify_evidence_note = /** @type {(inputs: Verify_Evidence_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note sur les preuves`)
};

const it_verify_evidence_note = /** @type {(inputs: Verify_Evidence_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota sulle prove`)
};

const pt_verify_evidence_note = /** @type {(inputs: Verify_Evidence_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota sobre as provas`)
};

const el_verify_evidence_note = /** @type {(inputs: Verify_Evidence_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σημείωση για τα στοιχεία`)
};

const hr_verify_evidence_note = /** @type {(inputs: Verify_Evidence_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Napomena uz dokaze`)
};

/**
* | output |
* | --- |
* | "Evidence note" |
*
* @param {Verify_Evidence_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_evidence_note = /** @type {((inputs?: Verify_Evidence_NoteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Evidence_NoteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_evidence_note(inputs)
	if (locale === "fr") return fr_verify_evidence_note(inputs)
	if (locale === "it") return it_verify_evidence_note(inputs)
	if (locale === "pt") return pt_verify_evidence_note(inputs)
	if (locale === "el") return el_verify_evidence_note(inputs)
	if (locale === "hr") return hr_verify_evidence_note(inputs)
	return en_verify_evidence_note(inputs)
});