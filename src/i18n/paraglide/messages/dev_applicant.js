import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_ApplicantInputs */

const en_dev_applicant = /** @type {(inputs: Dev_ApplicantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applicant`)
};

const es_dev_applicant = /** @type {(inputs: Dev_ApplicantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitante`)
};

const fr_dev_applicant = /** @type {(inputs: Dev_ApplicantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandeur`)
};

const it_dev_applicant = /** @type {(inputs: Dev_ApplicantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Richiedente`)
};

const pt_dev_applicant = /** @type {(inputs: Dev_ApplicantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requerente`)
};

const el_dev_applicant = /** @type {(inputs: Dev_ApplicantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αιτών`)
};

const hr_dev_applicant = /** @type {(inputs: Dev_ApplicantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podnositelj`)
};

/**
* | output |
* | --- |
* | "Applicant" |
*
* @param {Dev_ApplicantInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_applicant = /** @type {((inputs?: Dev_ApplicantInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ApplicantInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_applicant(inputs)
	if (locale === "fr") return fr_dev_applicant(inputs)
	if (locale === "it") return it_dev_applicant(inputs)
	if (locale === "pt") return pt_dev_applicant(inputs)
	if (locale === "el") return el_dev_applicant(inputs)
	if (locale === "hr") return hr_dev_applicant(inputs)
	return en_dev_applicant(inputs)
});