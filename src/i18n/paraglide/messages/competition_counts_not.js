import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Competition_Counts_NotInputs */

const en_competition_counts_not = /** @type {(inputs: Competition_Counts_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No: ${i?.reason}`)
};

const es_competition_counts_not = /** @type {(inputs: Competition_Counts_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No: ${i?.reason}`)
};

const fr_competition_counts_not = /** @type {(inputs: Competition_Counts_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non : ${i?.reason}`)
};

const it_competition_counts_not = /** @type {(inputs: Competition_Counts_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No: ${i?.reason}`)
};

const pt_competition_counts_not = /** @type {(inputs: Competition_Counts_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não: ${i?.reason}`)
};

const el_competition_counts_not = /** @type {(inputs: Competition_Counts_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Όχι: ${i?.reason}`)
};

const hr_competition_counts_not = /** @type {(inputs: Competition_Counts_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ne: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "No: {reason}" |
*
* @param {Competition_Counts_NotInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_counts_not = /** @type {((inputs: Competition_Counts_NotInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Counts_NotInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_counts_not(inputs)
	if (locale === "fr") return fr_competition_counts_not(inputs)
	if (locale === "it") return it_competition_counts_not(inputs)
	if (locale === "pt") return pt_competition_counts_not(inputs)
	if (locale === "el") return el_competition_counts_not(inputs)
	if (locale === "hr") return hr_competition_counts_not(inputs)
	return en_competition_counts_not(inputs)
});