import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Joining_Mode_LabelInputs */

const en_people_joining_mode_label = /** @type {(inputs: People_Joining_Mode_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joining (CATCHD_SIGNUP)`)
};

const es_people_joining_mode_label = /** @type {(inputs: People_Joining_Mode_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altas (CATCHD_SIGNUP)`)
};

const fr_people_joining_mode_label = /** @type {(inputs: People_Joining_Mode_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adhésions (CATCHD_SIGNUP)`)
};

const it_people_joining_mode_label = /** @type {(inputs: People_Joining_Mode_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscrizioni (CATCHD_SIGNUP)`)
};

const pt_people_joining_mode_label = /** @type {(inputs: People_Joining_Mode_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada de membros (CATCHD_SIGNUP)`)
};

const el_people_joining_mode_label = /** @type {(inputs: People_Joining_Mode_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εγγραφές (CATCHD_SIGNUP)`)
};

const hr_people_joining_mode_label = /** @type {(inputs: People_Joining_Mode_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Učlanjenje (CATCHD_SIGNUP)`)
};

/**
* | output |
* | --- |
* | "Joining (CATCHD_SIGNUP)" |
*
* @param {People_Joining_Mode_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_joining_mode_label = /** @type {((inputs?: People_Joining_Mode_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Mode_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_joining_mode_label(inputs)
	if (locale === "fr") return fr_people_joining_mode_label(inputs)
	if (locale === "it") return it_people_joining_mode_label(inputs)
	if (locale === "pt") return pt_people_joining_mode_label(inputs)
	if (locale === "el") return el_people_joining_mode_label(inputs)
	if (locale === "hr") return hr_people_joining_mode_label(inputs)
	return en_people_joining_mode_label(inputs)
});