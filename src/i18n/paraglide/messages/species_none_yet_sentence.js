import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_None_Yet_SentenceInputs */

const en_species_none_yet_sentence = /** @type {(inputs: Species_None_Yet_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None yet.`)
};

const es_species_none_yet_sentence = /** @type {(inputs: Species_None_Yet_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna todavía.`)
};

const fr_species_none_yet_sentence = /** @type {(inputs: Species_None_Yet_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune pour l’instant.`)
};

const it_species_none_yet_sentence = /** @type {(inputs: Species_None_Yet_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessuna.`)
};

const pt_species_none_yet_sentence = /** @type {(inputs: Species_None_Yet_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma ainda.`)
};

const el_species_none_yet_sentence = /** @type {(inputs: Species_None_Yet_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία ακόμη.`)
};

const hr_species_none_yet_sentence = /** @type {(inputs: Species_None_Yet_SentenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Još nijedan.`)
};

/**
* | output |
* | --- |
* | "None yet." |
*
* @param {Species_None_Yet_SentenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_none_yet_sentence = /** @type {((inputs?: Species_None_Yet_SentenceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_None_Yet_SentenceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_none_yet_sentence(inputs)
	if (locale === "fr") return fr_species_none_yet_sentence(inputs)
	if (locale === "it") return it_species_none_yet_sentence(inputs)
	if (locale === "pt") return pt_species_none_yet_sentence(inputs)
	if (locale === "el") return el_species_none_yet_sentence(inputs)
	if (locale === "hr") return hr_species_none_yet_sentence(inputs)
	return en_species_none_yet_sentence(inputs)
});