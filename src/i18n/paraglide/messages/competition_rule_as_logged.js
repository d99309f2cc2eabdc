import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Rule_As_LoggedInputs */

const en_competition_rule_as_logged = /** @type {(inputs: Competition_Rule_As_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fish count as logged; no weigh-in needed.`)
};

const es_competition_rule_as_logged = /** @type {(inputs: Competition_Rule_As_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las piezas puntúan tal como se registran; no hay pesaje.`)
};

const fr_competition_rule_as_logged = /** @type {(inputs: Competition_Rule_As_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les poissons comptent tels que déclarés ; pas de pesée.`)
};

const it_competition_rule_as_logged = /** @type {(inputs: Competition_Rule_As_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I pesci valgono come registrati; nessuna pesata.`)
};

const pt_competition_rule_as_logged = /** @type {(inputs: Competition_Rule_As_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os peixes contam como registados; não há pesagem.`)
};

const el_competition_rule_as_logged = /** @type {(inputs: Competition_Rule_As_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα ψάρια μετράνε όπως καταγράφηκαν· δεν χρειάζεται ζύγιση.`)
};

const hr_competition_rule_as_logged = /** @type {(inputs: Competition_Rule_As_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ribe se boduju kako su upisane; vaganja nema.`)
};

/**
* | output |
* | --- |
* | "Fish count as logged; no weigh-in needed." |
*
* @param {Competition_Rule_As_LoggedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_as_logged = /** @type {((inputs?: Competition_Rule_As_LoggedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_As_LoggedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_as_logged(inputs)
	if (locale === "fr") return fr_competition_rule_as_logged(inputs)
	if (locale === "it") return it_competition_rule_as_logged(inputs)
	if (locale === "pt") return pt_competition_rule_as_logged(inputs)
	if (locale === "el") return el_competition_rule_as_logged(inputs)
	if (locale === "hr") return hr_competition_rule_as_logged(inputs)
	return en_competition_rule_as_logged(inputs)
});