import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Verify_AskedInputs */

const en_verify_asked = /** @type {(inputs: Verify_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`asked ${i?.time}`)
};

const es_verify_asked = /** @type {(inputs: Verify_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pedida el ${i?.time}`)
};

const fr_verify_asked = /** @type {(inputs: Verify_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`demandée le ${i?.time}`)
};

const it_verify_asked = /** @type {(inputs: Verify_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`richiesta il ${i?.time}`)
};

const pt_verify_asked = /** @type {(inputs: Verify_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pedida em ${i?.time}`)
};

const el_verify_asked = /** @type {(inputs: Verify_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`αίτημα στις ${i?.time}`)
};

const hr_verify_asked = /** @type {(inputs: Verify_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`zatraženo ${i?.time}`)
};

/**
* | output |
* | --- |
* | "asked {time}" |
*
* @param {Verify_AskedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_asked = /** @type {((inputs: Verify_AskedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_AskedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_asked(inputs)
	if (locale === "fr") return fr_verify_asked(inputs)
	if (locale === "it") return it_verify_asked(inputs)
	if (locale === "pt") return pt_verify_asked(inputs)
	if (locale === "el") return el_verify_asked(inputs)
	if (locale === "hr") return hr_verify_asked(inputs)
	return en_verify_asked(inputs)
});