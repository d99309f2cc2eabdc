import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Species_HintInputs */

const en_catch_species_hint = /** @type {(inputs: Catch_Species_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any common name in any language, or the scientific name.`)
};

const es_catch_species_hint = /** @type {(inputs: Catch_Species_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier nombre común en cualquier idioma, o el nombre científico.`)
};

const fr_catch_species_hint = /** @type {(inputs: Catch_Species_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un nom courant dans n’importe quelle langue, ou le nom scientifique.`)
};

const it_catch_species_hint = /** @type {(inputs: Catch_Species_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualsiasi nome comune, in qualsiasi lingua, oppure il nome scientifico.`)
};

const pt_catch_species_hint = /** @type {(inputs: Catch_Species_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualquer nome comum, em qualquer língua, ou o nome científico.`)
};

const el_catch_species_hint = /** @type {(inputs: Catch_Species_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οποιοδήποτε κοινό όνομα σε οποιαδήποτε γλώσσα ή το επιστημονικό όνομα.`)
};

const hr_catch_species_hint = /** @type {(inputs: Catch_Species_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bilo koji uobičajeni naziv na bilo kojem jeziku ili znanstveni naziv.`)
};

/**
* | output |
* | --- |
* | "Any common name in any language, or the scientific name." |
*
* @param {Catch_Species_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_species_hint = /** @type {((inputs?: Catch_Species_HintInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Species_HintInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_species_hint(inputs)
	if (locale === "fr") return fr_catch_species_hint(inputs)
	if (locale === "it") return it_catch_species_hint(inputs)
	if (locale === "pt") return pt_catch_species_hint(inputs)
	if (locale === "el") return el_catch_species_hint(inputs)
	if (locale === "hr") return hr_catch_species_hint(inputs)
	return en_catch_species_hint(inputs)
});