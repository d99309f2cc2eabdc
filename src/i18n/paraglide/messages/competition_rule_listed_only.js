import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Rule_Listed_OnlyInputs */

const en_competition_rule_listed_only = /** @type {(inputs: Competition_Rule_Listed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the species listed count.`)
};

const es_competition_rule_listed_only = /** @type {(inputs: Competition_Rule_Listed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo puntúan las especies de la lista.`)
};

const fr_competition_rule_listed_only = /** @type {(inputs: Competition_Rule_Listed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seules les espèces listées comptent.`)
};

const it_competition_rule_listed_only = /** @type {(inputs: Competition_Rule_Listed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valgono solo le specie elencate.`)
};

const pt_competition_rule_listed_only = /** @type {(inputs: Competition_Rule_Listed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só contam as espécies da lista.`)
};

const el_competition_rule_listed_only = /** @type {(inputs: Competition_Rule_Listed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μετράνε μόνο τα είδη της λίστας.`)
};

const hr_competition_rule_listed_only = /** @type {(inputs: Competition_Rule_Listed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boduju se samo navedene vrste.`)
};

/**
* | output |
* | --- |
* | "Only the species listed count." |
*
* @param {Competition_Rule_Listed_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_listed_only = /** @type {((inputs?: Competition_Rule_Listed_OnlyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Listed_OnlyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_listed_only(inputs)
	if (locale === "fr") return fr_competition_rule_listed_only(inputs)
	if (locale === "it") return it_competition_rule_listed_only(inputs)
	if (locale === "pt") return pt_competition_rule_listed_only(inputs)
	if (locale === "el") return el_competition_rule_listed_only(inputs)
	if (locale === "hr") return hr_competition_rule_listed_only(inputs)
	return en_competition_rule_listed_only(inputs)
});