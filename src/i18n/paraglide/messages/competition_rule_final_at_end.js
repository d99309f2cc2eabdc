import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Rule_Final_At_EndInputs */

const en_competition_rule_final_at_end = /** @type {(inputs: Competition_Rule_Final_At_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results are final at the end.`)
};

const es_competition_rule_final_at_end = /** @type {(inputs: Competition_Rule_Final_At_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los resultados son definitivos al terminar.`)
};

const fr_competition_rule_final_at_end = /** @type {(inputs: Competition_Rule_Final_At_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les résultats sont définitifs dès la fin.`)
};

const it_competition_rule_final_at_end = /** @type {(inputs: Competition_Rule_Final_At_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I risultati sono definitivi alla fine.`)
};

const pt_competition_rule_final_at_end = /** @type {(inputs: Competition_Rule_Final_At_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os resultados são finais no fim.`)
};

const el_competition_rule_final_at_end = /** @type {(inputs: Competition_Rule_Final_At_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα αποτελέσματα είναι οριστικά με τη λήξη.`)
};

const hr_competition_rule_final_at_end = /** @type {(inputs: Competition_Rule_Final_At_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rezultati su konačni po završetku.`)
};

/**
* | output |
* | --- |
* | "Results are final at the end." |
*
* @param {Competition_Rule_Final_At_EndInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_final_at_end = /** @type {((inputs?: Competition_Rule_Final_At_EndInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Final_At_EndInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_final_at_end(inputs)
	if (locale === "fr") return fr_competition_rule_final_at_end(inputs)
	if (locale === "it") return it_competition_rule_final_at_end(inputs)
	if (locale === "pt") return pt_competition_rule_final_at_end(inputs)
	if (locale === "el") return el_competition_rule_final_at_end(inputs)
	if (locale === "hr") return hr_competition_rule_final_at_end(inputs)
	return en_competition_rule_final_at_end(inputs)
});