import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Graded_SilverInputs */

const en_notice_graded_silver = /** @type {(inputs: Notice_Graded_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graded silver.`)
};

const es_notice_graded_silver = /** @type {(inputs: Notice_Graded_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel plata asignado.`)
};

const fr_notice_graded_silver = /** @type {(inputs: Notice_Graded_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveau argent attribué.`)
};

const it_notice_graded_silver = /** @type {(inputs: Notice_Graded_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livello argento assegnato.`)
};

const pt_notice_graded_silver = /** @type {(inputs: Notice_Graded_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nível prata atribuído.`)
};

const el_notice_graded_silver = /** @type {(inputs: Notice_Graded_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δόθηκε το επίπεδο «ασημένιο».`)
};

const hr_notice_graded_silver = /** @type {(inputs: Notice_Graded_SilverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dodijeljena razina: srebro.`)
};

/**
* | output |
* | --- |
* | "Graded silver." |
*
* @param {Notice_Graded_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_graded_silver = /** @type {((inputs?: Notice_Graded_SilverInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Graded_SilverInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_graded_silver(inputs)
	if (locale === "fr") return fr_notice_graded_silver(inputs)
	if (locale === "it") return it_notice_graded_silver(inputs)
	if (locale === "pt") return pt_notice_graded_silver(inputs)
	if (locale === "el") return el_notice_graded_silver(inputs)
	if (locale === "hr") return hr_notice_graded_silver(inputs)
	return en_notice_graded_silver(inputs)
});