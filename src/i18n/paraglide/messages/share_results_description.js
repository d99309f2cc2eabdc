import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown>, name: NonNullable<unknown>, club: NonNullable<unknown> }} Share_Results_DescriptionInputs */

const en_share_results_description = /** @type {(inputs: Share_Results_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} of ${i?.name}, a competition of ${i?.club}.`)
};

const es_share_results_description = /** @type {(inputs: Share_Results_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} de ${i?.name}, una competición de ${i?.club}.`)
};

const fr_share_results_description = /** @type {(inputs: Share_Results_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} de ${i?.name}, une compétition de ${i?.club}.`)
};

const it_share_results_description = /** @type {(inputs: Share_Results_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} di ${i?.name}, una gara di ${i?.club}.`)
};

const pt_share_results_description = /** @type {(inputs: Share_Results_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} de ${i?.name}, uma competição de ${i?.club}.`)
};

const el_share_results_description = /** @type {(inputs: Share_Results_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status}: ${i?.name}, αγώνας του ${i?.club}.`)
};

const hr_share_results_description = /** @type {(inputs: Share_Results_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status}: ${i?.name}, natjecanje kluba ${i?.club}.`)
};

/**
* | output |
* | --- |
* | "{status} of {name}, a competition of {club}." |
*
* @param {Share_Results_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_results_description = /** @type {((inputs: Share_Results_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Results_DescriptionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_results_description(inputs)
	if (locale === "fr") return fr_share_results_description(inputs)
	if (locale === "it") return it_share_results_description(inputs)
	if (locale === "pt") return pt_share_results_description(inputs)
	if (locale === "el") return el_share_results_description(inputs)
	if (locale === "hr") return hr_share_results_description(inputs)
	return en_share_results_description(inputs)
});