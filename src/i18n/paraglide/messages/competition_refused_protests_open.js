import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Refused_Protests_OpenInputs */

const en_competition_refused_protests_open = /** @type {(inputs: Competition_Refused_Protests_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decide every open protest first.`)
};

const es_competition_refused_protests_open = /** @type {(inputs: Competition_Refused_Protests_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resuelve antes todas las reclamaciones pendientes.`)
};

const fr_competition_refused_protests_open = /** @type {(inputs: Competition_Refused_Protests_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tranchez d’abord toutes les réclamations en attente.`)
};

const it_competition_refused_protests_open = /** @type {(inputs: Competition_Refused_Protests_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decidi prima tutti i reclami in attesa.`)
};

const pt_competition_refused_protests_open = /** @type {(inputs: Competition_Refused_Protests_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decida primeiro todos os protestos pendentes.`)
};

const el_competition_refused_protests_open = /** @type {(inputs: Competition_Refused_Protests_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποφασίστε πρώτα για όλες τις εκκρεμείς ενστάσεις.`)
};

const hr_competition_refused_protests_open = /** @type {(inputs: Competition_Refused_Protests_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najprije odlučite o svim otvorenim prigovorima.`)
};

/**
* | output |
* | --- |
* | "Decide every open protest first." |
*
* @param {Competition_Refused_Protests_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_refused_protests_open = /** @type {((inputs?: Competition_Refused_Protests_OpenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Protests_OpenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_refused_protests_open(inputs)
	if (locale === "fr") return fr_competition_refused_protests_open(inputs)
	if (locale === "it") return it_competition_refused_protests_open(inputs)
	if (locale === "pt") return pt_competition_refused_protests_open(inputs)
	if (locale === "el") return el_competition_refused_protests_open(inputs)
	if (locale === "hr") return hr_competition_refused_protests_open(inputs)
	return en_competition_refused_protests_open(inputs)
});