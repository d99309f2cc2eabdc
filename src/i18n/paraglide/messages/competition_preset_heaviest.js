import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Preset_HeaviestInputs */

const en_competition_preset_heaviest = /** @type {(inputs: Competition_Preset_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heaviest fish`)
};

const es_competition_preset_heaviest = /** @type {(inputs: Competition_Preset_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pieza mayor`)
};

const fr_competition_preset_heaviest = /** @type {(inputs: Competition_Preset_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus gros poisson`)
};

const it_competition_preset_heaviest = /** @type {(inputs: Competition_Preset_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesce più pesante`)
};

const pt_competition_preset_heaviest = /** @type {(inputs: Competition_Preset_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peixe mais pesado`)
};

const el_competition_preset_heaviest = /** @type {(inputs: Competition_Preset_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βαρύτερο ψάρι`)
};

const hr_competition_preset_heaviest = /** @type {(inputs: Competition_Preset_HeaviestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najteža riba`)
};

/**
* | output |
* | --- |
* | "Heaviest fish" |
*
* @param {Competition_Preset_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_preset_heaviest = /** @type {((inputs?: Competition_Preset_HeaviestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Preset_HeaviestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_preset_heaviest(inputs)
	if (locale === "fr") return fr_competition_preset_heaviest(inputs)
	if (locale === "it") return it_competition_preset_heaviest(inputs)
	if (locale === "pt") return pt_competition_preset_heaviest(inputs)
	if (locale === "el") return el_competition_preset_heaviest(inputs)
	if (locale === "hr") return hr_competition_preset_heaviest(inputs)
	return en_competition_preset_heaviest(inputs)
});