import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Graded_GoldInputs */

const en_notice_graded_gold = /** @type {(inputs: Notice_Graded_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graded gold.`)
};

const es_notice_graded_gold = /** @type {(inputs: Notice_Graded_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel oro asignado.`)
};

const fr_notice_graded_gold = /** @type {(inputs: Notice_Graded_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveau or attribué.`)
};

const it_notice_graded_gold = /** @type {(inputs: Notice_Graded_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livello oro assegnato.`)
};

const pt_notice_graded_gold = /** @type {(inputs: Notice_Graded_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nível ouro atribuído.`)
};

const el_notice_graded_gold = /** @type {(inputs: Notice_Graded_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δόθηκε το επίπεδο «χρυσό».`)
};

const hr_notice_graded_gold = /** @type {(inputs: Notice_Graded_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dodijeljena razina: zlato.`)
};

/**
* | output |
* | --- |
* | "Graded gold." |
*
* @param {Notice_Graded_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_graded_gold = /** @type {((inputs?: Notice_Graded_GoldInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Graded_GoldInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_graded_gold(inputs)
	if (locale === "fr") return fr_notice_graded_gold(inputs)
	if (locale === "it") return it_notice_graded_gold(inputs)
	if (locale === "pt") return pt_notice_graded_gold(inputs)
	if (locale === "el") return el_notice_graded_gold(inputs)
	if (locale === "hr") return hr_notice_graded_gold(inputs)
	return en_notice_graded_gold(inputs)
});