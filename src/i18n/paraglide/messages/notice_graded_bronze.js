import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Graded_BronzeInputs */

const en_notice_graded_bronze = /** @type {(inputs: Notice_Graded_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graded bronze.`)
};

const es_notice_graded_bronze = /** @type {(inputs: Notice_Graded_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel bronce asignado.`)
};

const fr_notice_graded_bronze = /** @type {(inputs: Notice_Graded_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveau bronze attribué.`)
};

const it_notice_graded_bronze = /** @type {(inputs: Notice_Graded_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livello bronzo assegnato.`)
};

const pt_notice_graded_bronze = /** @type {(inputs: Notice_Graded_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nível bronze atribuído.`)
};

const el_notice_graded_bronze = /** @type {(inputs: Notice_Graded_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δόθηκε το επίπεδο «χάλκινο».`)
};

const hr_notice_graded_bronze = /** @type {(inputs: Notice_Graded_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dodijeljena razina: bronca.`)
};

/**
* | output |
* | --- |
* | "Graded bronze." |
*
* @param {Notice_Graded_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_graded_bronze = /** @type {((inputs?: Notice_Graded_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Graded_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_graded_bronze(inputs)
	if (locale === "fr") return fr_notice_graded_bronze(inputs)
	if (locale === "it") return it_notice_graded_bronze(inputs)
	if (locale === "pt") return pt_notice_graded_bronze(inputs)
	if (locale === "el") return el_notice_graded_bronze(inputs)
	if (locale === "hr") return hr_notice_graded_bronze(inputs)
	return en_notice_graded_bronze(inputs)
});