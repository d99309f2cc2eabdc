import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Starts_LabelInputs */

const en_competition_starts_label = /** @type {(inputs: Competition_Starts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts (local time)`)
};

const es_competition_starts_label = /** @type {(inputs: Competition_Starts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza (hora local)`)
};

const fr_competition_starts_label = /** @type {(inputs: Competition_Starts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Début (heure locale)`)
};

const it_competition_starts_label = /** @type {(inputs: Competition_Starts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inizio (ora locale)`)
};

const pt_competition_starts_label = /** @type {(inputs: Competition_Starts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Início (hora local)`)
};

const el_competition_starts_label = /** @type {(inputs: Competition_Starts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έναρξη (τοπική ώρα)`)
};

const hr_competition_starts_label = /** @type {(inputs: Competition_Starts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Početak (lokalno vrijeme)`)
};

/**
* | output |
* | --- |
* | "Starts (local time)" |
*
* @param {Competition_Starts_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_starts_label = /** @type {((inputs?: Competition_Starts_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Starts_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_starts_label(inputs)
	if (locale === "fr") return fr_competition_starts_label(inputs)
	if (locale === "it") return it_competition_starts_label(inputs)
	if (locale === "pt") return pt_competition_starts_label(inputs)
	if (locale === "el") return el_competition_starts_label(inputs)
	if (locale === "hr") return hr_competition_starts_label(inputs)
	return en_competition_starts_label(inputs)
});