import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Refused_FinalInputs */

const en_competition_refused_final = /** @type {(inputs: Competition_Refused_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The results are already final.`)
};

const es_competition_refused_final = /** @type {(inputs: Competition_Refused_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los resultados ya son definitivos.`)
};

const fr_competition_refused_final = /** @type {(inputs: Competition_Refused_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les résultats sont déjà définitifs.`)
};

const it_competition_refused_final = /** @type {(inputs: Competition_Refused_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I risultati sono già definitivi.`)
};

const pt_competition_refused_final = /** @type {(inputs: Competition_Refused_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os resultados já são finais.`)
};

const el_competition_refused_final = /** @type {(inputs: Competition_Refused_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα αποτελέσματα είναι ήδη οριστικά.`)
};

const hr_competition_refused_final = /** @type {(inputs: Competition_Refused_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rezultati su već konačni.`)
};

/**
* | output |
* | --- |
* | "The results are already final." |
*
* @param {Competition_Refused_FinalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_refused_final = /** @type {((inputs?: Competition_Refused_FinalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_FinalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_refused_final(inputs)
	if (locale === "fr") return fr_competition_refused_final(inputs)
	if (locale === "it") return it_competition_refused_final(inputs)
	if (locale === "pt") return pt_competition_refused_final(inputs)
	if (locale === "el") return el_competition_refused_final(inputs)
	if (locale === "hr") return hr_competition_refused_final(inputs)
	return en_competition_refused_final(inputs)
});