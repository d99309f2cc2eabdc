import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Results_CsvInputs */

const en_competition_results_csv = /** @type {(inputs: Competition_Results_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results CSV`)
};

const es_competition_results_csv = /** @type {(inputs: Competition_Results_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados en CSV`)
};

const fr_competition_results_csv = /** @type {(inputs: Competition_Results_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats en CSV`)
};

const it_competition_results_csv = /** @type {(inputs: Competition_Results_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risultati in CSV`)
};

const pt_competition_results_csv = /** @type {(inputs: Competition_Results_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados em CSV`)
};

const el_competition_results_csv = /** @type {(inputs: Competition_Results_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποτελέσματα σε CSV`)
};

const hr_competition_results_csv = /** @type {(inputs: Competition_Results_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rezultati u CSV-u`)
};

/**
* | output |
* | --- |
* | "Results CSV" |
*
* @param {Competition_Results_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_results_csv = /** @type {((inputs?: Competition_Results_CsvInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Results_CsvInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_results_csv(inputs)
	if (locale === "fr") return fr_competition_results_csv(inputs)
	if (locale === "it") return it_competition_results_csv(inputs)
	if (locale === "pt") return pt_competition_results_csv(inputs)
	if (locale === "el") return el_competition_results_csv(inputs)
	if (locale === "hr") return hr_competition_results_csv(inputs)
	return en_competition_results_csv(inputs)
});