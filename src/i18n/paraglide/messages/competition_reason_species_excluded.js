import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Reason_Species_ExcludedInputs */

const en_competition_reason_species_excluded = /** @type {(inputs: Competition_Reason_Species_ExcludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this species does not count here`)
};

const es_competition_reason_species_excluded = /** @type {(inputs: Competition_Reason_Species_ExcludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esta especie no puntúa en esta competición`)
};

const fr_competition_reason_species_excluded = /** @type {(inputs: Competition_Reason_Species_ExcludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cette espèce ne compte pas ici`)
};

const it_competition_reason_species_excluded = /** @type {(inputs: Competition_Reason_Species_ExcludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`questa specie qui non vale`)
};

const pt_competition_reason_species_excluded = /** @type {(inputs: Competition_Reason_Species_ExcludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esta espécie não conta nesta competição`)
};

const el_competition_reason_species_excluded = /** @type {(inputs: Competition_Reason_Species_ExcludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`αυτό το είδος δεν μετράει εδώ`)
};

const hr_competition_reason_species_excluded = /** @type {(inputs: Competition_Reason_Species_ExcludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ova se vrsta ovdje ne boduje`)
};

/**
* | output |
* | --- |
* | "this species does not count here" |
*
* @param {Competition_Reason_Species_ExcludedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_reason_species_excluded = /** @type {((inputs?: Competition_Reason_Species_ExcludedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Species_ExcludedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_reason_species_excluded(inputs)
	if (locale === "fr") return fr_competition_reason_species_excluded(inputs)
	if (locale === "it") return it_competition_reason_species_excluded(inputs)
	if (locale === "pt") return pt_competition_reason_species_excluded(inputs)
	if (locale === "el") return el_competition_reason_species_excluded(inputs)
	if (locale === "hr") return hr_competition_reason_species_excluded(inputs)
	return en_competition_reason_species_excluded(inputs)
});