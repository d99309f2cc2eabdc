import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Rule_Weigh_InInputs */

const en_competition_rule_weigh_in = /** @type {(inputs: Competition_Rule_Weigh_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A fish counts once the weighmaster has weighed and accepted it.`)
};

const es_competition_rule_weigh_in = /** @type {(inputs: Competition_Rule_Weigh_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una pieza puntúa cuando el juez de pesaje la ha pesado y aceptado.`)
};

const fr_competition_rule_weigh_in = /** @type {(inputs: Competition_Rule_Weigh_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un poisson compte une fois pesé et accepté par le commissaire à la pesée.`)
};

const it_competition_rule_weigh_in = /** @type {(inputs: Competition_Rule_Weigh_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un pesce vale quando il giudice di pesata lo ha pesato e accettato.`)
};

const pt_competition_rule_weigh_in = /** @type {(inputs: Competition_Rule_Weigh_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um peixe conta depois de o juiz de pesagem o pesar e aceitar.`)
};

const el_competition_rule_weigh_in = /** @type {(inputs: Competition_Rule_Weigh_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένα ψάρι μετράει αφού το ζυγίσει και το εγκρίνει ο κριτής ζύγισης.`)
};

const hr_competition_rule_weigh_in = /** @type {(inputs: Competition_Rule_Weigh_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riba se boduje kad je sudac vaganja izvaže i prihvati.`)
};

/**
* | output |
* | --- |
* | "A fish counts once the weighmaster has weighed and accepted it." |
*
* @param {Competition_Rule_Weigh_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_weigh_in = /** @type {((inputs?: Competition_Rule_Weigh_InInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_Weigh_InInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_weigh_in(inputs)
	if (locale === "fr") return fr_competition_rule_weigh_in(inputs)
	if (locale === "it") return it_competition_rule_weigh_in(inputs)
	if (locale === "pt") return pt_competition_rule_weigh_in(inputs)
	if (locale === "el") return el_competition_rule_weigh_in(inputs)
	if (locale === "hr") return hr_competition_rule_weigh_in(inputs)
	return en_competition_rule_weigh_in(inputs)
});