import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Competition_Results_TitleInputs */

const en_competition_results_title = /** @type {(inputs: Competition_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Results: ${i?.name}`)
};

const es_competition_results_title = /** @type {(inputs: Competition_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resultados: ${i?.name}`)
};

const fr_competition_results_title = /** @type {(inputs: Competition_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Résultats : ${i?.name}`)
};

const it_competition_results_title = /** @type {(inputs: Competition_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Risultati: ${i?.name}`)
};

const pt_competition_results_title = /** @type {(inputs: Competition_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resultados: ${i?.name}`)
};

const el_competition_results_title = /** @type {(inputs: Competition_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Αποτελέσματα: ${i?.name}`)
};

const hr_competition_results_title = /** @type {(inputs: Competition_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rezultati: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Results: {name}" |
*
* @param {Competition_Results_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_results_title = /** @type {((inputs: Competition_Results_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Results_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_results_title(inputs)
	if (locale === "fr") return fr_competition_results_title(inputs)
	if (locale === "it") return it_competition_results_title(inputs)
	if (locale === "pt") return pt_competition_results_title(inputs)
	if (locale === "el") return el_competition_results_title(inputs)
	if (locale === "hr") return hr_competition_results_title(inputs)
	return en_competition_results_title(inputs)
});