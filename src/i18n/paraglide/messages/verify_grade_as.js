import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown> }} Verify_Grade_AsInputs */

const en_verify_grade_as = /** @type {(inputs: Verify_Grade_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grade ${i?.tier}`)
};

const es_verify_grade_as = /** @type {(inputs: Verify_Grade_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asignar ${i?.tier}`)
};

const fr_verify_grade_as = /** @type {(inputs: Verify_Grade_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attribuer le niveau ${i?.tier}`)
};

const it_verify_grade_as = /** @type {(inputs: Verify_Grade_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assegna ${i?.tier}`)
};

const pt_verify_grade_as = /** @type {(inputs: Verify_Grade_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Atribuir ${i?.tier}`)
};

const el_verify_grade_as = /** @type {(inputs: Verify_Grade_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επίπεδο «${i?.tier}»`)
};

const hr_verify_grade_as = /** @type {(inputs: Verify_Grade_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dodijeli: ${i?.tier}`)
};

/**
* | output |
* | --- |
* | "Grade {tier}" |
*
* @param {Verify_Grade_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_grade_as = /** @type {((inputs: Verify_Grade_AsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Grade_AsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_grade_as(inputs)
	if (locale === "fr") return fr_verify_grade_as(inputs)
	if (locale === "it") return it_verify_grade_as(inputs)
	if (locale === "pt") return pt_verify_grade_as(inputs)
	if (locale === "el") return el_verify_grade_as(inputs)
	if (locale === "hr") return hr_verify_grade_as(inputs)
	return en_verify_grade_as(inputs)
});