import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Protest_Hours_LabelInputs */

const en_competition_protest_hours_label = /** @type {(inputs: Competition_Protest_Hours_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protest window (hours)`)
};

const es_competition_protest_hours_label = /** @type {(inputs: Competition_Protest_Hours_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plazo de reclamaciones (horas)`)
};

const fr_competition_protest_hours_label = /** @type {(inputs: Competition_Protest_Hours_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Délai de réclamation (heures)`)
};

const it_competition_protest_hours_label = /** @type {(inputs: Competition_Protest_Hours_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tempo per i reclami (ore)`)
};

const pt_competition_protest_hours_label = /** @type {(inputs: Competition_Protest_Hours_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prazo de protestos (horas)`)
};

const el_competition_protest_hours_label = /** @type {(inputs: Competition_Protest_Hours_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προθεσμία ενστάσεων (ώρες)`)
};

const hr_competition_protest_hours_label = /** @type {(inputs: Competition_Protest_Hours_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rok za prigovore (sati)`)
};

/**
* | output |
* | --- |
* | "Protest window (hours)" |
*
* @param {Competition_Protest_Hours_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_protest_hours_label = /** @type {((inputs?: Competition_Protest_Hours_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_Hours_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_protest_hours_label(inputs)
	if (locale === "fr") return fr_competition_protest_hours_label(inputs)
	if (locale === "it") return it_competition_protest_hours_label(inputs)
	if (locale === "pt") return pt_competition_protest_hours_label(inputs)
	if (locale === "el") return el_competition_protest_hours_label(inputs)
	if (locale === "hr") return hr_competition_protest_hours_label(inputs)
	return en_competition_protest_hours_label(inputs)
});