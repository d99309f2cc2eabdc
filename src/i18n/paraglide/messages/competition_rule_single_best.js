import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Rule_Single_BestInputs */

const en_competition_rule_single_best = /** @type {(inputs: Competition_Rule_Single_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only each entry’s single best fish counts.`)
};

const es_competition_rule_single_best = /** @type {(inputs: Competition_Rule_Single_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo puntúa la mejor pieza de cada inscripción.`)
};

const fr_competition_rule_single_best = /** @type {(inputs: Competition_Rule_Single_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul le meilleur poisson de chaque inscription compte.`)
};

const it_competition_rule_single_best = /** @type {(inputs: Competition_Rule_Single_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vale solo il pesce migliore di ogni iscrizione.`)
};

const pt_competition_rule_single_best = /** @type {(inputs: Competition_Rule_Single_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só conta o melhor peixe de cada inscrição.`)
};

const el_competition_rule_single_best = /** @type {(inputs: Competition_Rule_Single_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μετράει μόνο το καλύτερο ψάρι κάθε συμμετοχής.`)
};

const hr_competition_rule_single_best = /** @type {(inputs: Competition_Rule_Single_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boduje se samo najbolja riba svake prijave.`)
};

/**
* | output |
* | --- |
* | "Only each entry’s single best fish counts." |
*
* @param {Competition_Rule_Single_BestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_single_best = /** @type {((inputs?: Competition_Rule_Single_BestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Single_BestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_single_best(inputs)
	if (locale === "fr") return fr_competition_rule_single_best(inputs)
	if (locale === "it") return it_competition_rule_single_best(inputs)
	if (locale === "pt") return pt_competition_rule_single_best(inputs)
	if (locale === "el") return el_competition_rule_single_best(inputs)
	if (locale === "hr") return hr_competition_rule_single_best(inputs)
	return en_competition_rule_single_best(inputs)
});