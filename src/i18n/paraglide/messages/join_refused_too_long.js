import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Join_Refused_Too_LongInputs */

const en_join_refused_too_long = /** @type {(inputs: Join_Refused_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at most ${i?.max} characters`)
};

const es_join_refused_too_long = /** @type {(inputs: Join_Refused_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puede tener como máximo ${i?.max} caracteres.`)
};

const fr_join_refused_too_long = /** @type {(inputs: Join_Refused_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ne doit pas dépasser ${i?.max} caractères.`)
};

const it_join_refused_too_long = /** @type {(inputs: Join_Refused_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Può avere al massimo ${i?.max} caratteri.`)
};

const pt_join_refused_too_long = /** @type {(inputs: Join_Refused_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pode ter no máximo ${i?.max} caracteres.`)
};

const el_join_refused_too_long = /** @type {(inputs: Join_Refused_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Μπορεί να έχει έως ${i?.max} χαρακτήρες.`)
};

const hr_join_refused_too_long = /** @type {(inputs: Join_Refused_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Smije imati najviše ${i?.max} znakova.`)
};

/**
* | output |
* | --- |
* | "must be at most {max} characters" |
*
* @param {Join_Refused_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_refused_too_long = /** @type {((inputs: Join_Refused_Too_LongInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Refused_Too_LongInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_refused_too_long(inputs)
	if (locale === "fr") return fr_join_refused_too_long(inputs)
	if (locale === "it") return it_join_refused_too_long(inputs)
	if (locale === "pt") return pt_join_refused_too_long(inputs)
	if (locale === "el") return el_join_refused_too_long(inputs)
	if (locale === "hr") return hr_join_refused_too_long(inputs)
	return en_join_refused_too_long(inputs)
});