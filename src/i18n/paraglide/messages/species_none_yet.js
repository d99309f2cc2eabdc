import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_None_YetInputs */

const en_species_none_yet = /** @type {(inputs: Species_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none yet`)
};

const es_species_none_yet = /** @type {(inputs: Species_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguna aún`)
};

const fr_species_none_yet = /** @type {(inputs: Species_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucune pour l’instant`)
};

const it_species_none_yet = /** @type {(inputs: Species_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ancora nessuna`)
};

const pt_species_none_yet = /** @type {(inputs: Species_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nenhuma ainda`)
};

const el_species_none_yet = /** @type {(inputs: Species_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`καμία ακόμη`)
};

const hr_species_none_yet = /** @type {(inputs: Species_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`još nijedan`)
};

/**
* | output |
* | --- |
* | "none yet" |
*
* @param {Species_None_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_none_yet = /** @type {((inputs?: Species_None_YetInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_None_YetInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_none_yet(inputs)
	if (locale === "fr") return fr_species_none_yet(inputs)
	if (locale === "it") return it_species_none_yet(inputs)
	if (locale === "pt") return pt_species_none_yet(inputs)
	if (locale === "el") return el_species_none_yet(inputs)
	if (locale === "hr") return hr_species_none_yet(inputs)
	return en_species_none_yet(inputs)
});