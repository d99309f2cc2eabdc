import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Protest_GeneralInputs */

const en_competition_protest_general = /** @type {(inputs: Competition_Protest_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(the results in general)`)
};

const es_competition_protest_general = /** @type {(inputs: Competition_Protest_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(los resultados en general)`)
};

const fr_competition_protest_general = /** @type {(inputs: Competition_Protest_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(les résultats dans leur ensemble)`)
};

const it_competition_protest_general = /** @type {(inputs: Competition_Protest_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(i risultati in generale)`)
};

const pt_competition_protest_general = /** @type {(inputs: Competition_Protest_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(os resultados em geral)`)
};

const el_competition_protest_general = /** @type {(inputs: Competition_Protest_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(τα αποτελέσματα γενικά)`)
};

const hr_competition_protest_general = /** @type {(inputs: Competition_Protest_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(rezultati općenito)`)
};

/**
* | output |
* | --- |
* | "(the results in general)" |
*
* @param {Competition_Protest_GeneralInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_protest_general = /** @type {((inputs?: Competition_Protest_GeneralInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_GeneralInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_protest_general(inputs)
	if (locale === "fr") return fr_competition_protest_general(inputs)
	if (locale === "it") return it_competition_protest_general(inputs)
	if (locale === "pt") return pt_competition_protest_general(inputs)
	if (locale === "el") return el_competition_protest_general(inputs)
	if (locale === "hr") return hr_competition_protest_general(inputs)
	return en_competition_protest_general(inputs)
});