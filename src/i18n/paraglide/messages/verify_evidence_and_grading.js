import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Evidence_And_GradingInputs */

const en_verify_evidence_and_grading = /** @type {(inputs: Verify_Evidence_And_GradingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evidence and grading`)
};

const es_verify_evidence_and_grading = /** @type {(inputs: Verify_Evidence_And_GradingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pruebas y valoración`)
};

const fr_verify_evidence_and_grading = /** @type {(inputs: Verify_Evidence_And_GradingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preuves et notation`)
};

const it_verify_evidence_and_grading = /** @type {(inputs: Verify_Evidence_And_GradingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prove e valutazione`)
};

const pt_verify_evidence_and_grading = /** @type {(inputs: Verify_Evidence_And_GradingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provas e avaliação`)
};

const el_verify_evidence_and_grading = /** @type {(inputs: Verify_Evidence_And_GradingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Στοιχεία και βαθμολόγηση`)
};

const hr_verify_evidence_and_grading = /** @type {(inputs: Verify_Evidence_And_GradingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dokazi i ocjena`)
};

/**
* | output |
* | --- |
* | "Evidence and grading" |
*
* @param {Verify_Evidence_And_GradingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_evidence_and_grading = /** @type {((inputs?: Verify_Evidence_And_GradingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Evidence_And_GradingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_evidence_and_grading(inputs)
	if (locale === "fr") return fr_verify_evidence_and_grading(inputs)
	if (locale === "it") return it_verify_evidence_and_grading(inputs)
	if (locale === "pt") return pt_verify_evidence_and_grading(inputs)
	if (locale === "el") return el_verify_evidence_and_grading(inputs)
	if (locale === "hr") return hr_verify_evidence_and_grading(inputs)
	return en_verify_evidence_and_grading(inputs)
});