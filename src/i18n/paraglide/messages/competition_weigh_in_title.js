import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Competition_Weigh_In_TitleInputs */

const en_competition_weigh_in_title = /** @type {(inputs: Competition_Weigh_In_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weigh-in: ${i?.name}`)
};

const es_competition_weigh_in_title = /** @type {(inputs: Competition_Weigh_In_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesaje: ${i?.name}`)
};

const fr_competition_weigh_in_title = /** @type {(inputs: Competition_Weigh_In_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesée : ${i?.name}`)
};

const it_competition_weigh_in_title = /** @type {(inputs: Competition_Weigh_In_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesata: ${i?.name}`)
};

const pt_competition_weigh_in_title = /** @type {(inputs: Competition_Weigh_In_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesagem: ${i?.name}`)
};

const el_competition_weigh_in_title = /** @type {(inputs: Competition_Weigh_In_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ζύγιση: ${i?.name}`)
};

const hr_competition_weigh_in_title = /** @type {(inputs: Competition_Weigh_In_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vaganje: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Weigh-in: {name}" |
*
* @param {Competition_Weigh_In_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_weigh_in_title = /** @type {((inputs: Competition_Weigh_In_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Weigh_In_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_weigh_in_title(inputs)
	if (locale === "fr") return fr_competition_weigh_in_title(inputs)
	if (locale === "it") return it_competition_weigh_in_title(inputs)
	if (locale === "pt") return pt_competition_weigh_in_title(inputs)
	if (locale === "el") return el_competition_weigh_in_title(inputs)
	if (locale === "hr") return hr_competition_weigh_in_title(inputs)
	return en_competition_weigh_in_title(inputs)
});