import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Weigh_In_NoneInputs */

const en_competition_weigh_in_none = /** @type {(inputs: Competition_Weigh_In_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None: fish count as logged`)
};

const es_competition_weigh_in_none = /** @type {(inputs: Competition_Weigh_In_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin pesaje: las piezas puntúan tal como se registran`)
};

const fr_competition_weigh_in_none = /** @type {(inputs: Competition_Weigh_In_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune : les poissons comptent tels que déclarés`)
};

const it_competition_weigh_in_none = /** @type {(inputs: Competition_Weigh_In_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna: i pesci contano come registrati`)
};

const pt_competition_weigh_in_none = /** @type {(inputs: Competition_Weigh_In_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem pesagem: os peixes contam como registados`)
};

const el_competition_weigh_in_none = /** @type {(inputs: Competition_Weigh_In_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χωρίς ζύγιση: τα ψάρια μετράνε όπως καταγράφηκαν`)
};

const hr_competition_weigh_in_none = /** @type {(inputs: Competition_Weigh_In_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bez vaganja: ribe se boduju kako su upisane`)
};

/**
* | output |
* | --- |
* | "None: fish count as logged" |
*
* @param {Competition_Weigh_In_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_weigh_in_none = /** @type {((inputs?: Competition_Weigh_In_NoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Weigh_In_NoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_weigh_in_none(inputs)
	if (locale === "fr") return fr_competition_weigh_in_none(inputs)
	if (locale === "it") return it_competition_weigh_in_none(inputs)
	if (locale === "pt") return pt_competition_weigh_in_none(inputs)
	if (locale === "el") return el_competition_weigh_in_none(inputs)
	if (locale === "hr") return hr_competition_weigh_in_none(inputs)
	return en_competition_weigh_in_none(inputs)
});