import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Ends_LabelInputs */

const en_competition_ends_label = /** @type {(inputs: Competition_Ends_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends (local time)`)
};

const es_competition_ends_label = /** @type {(inputs: Competition_Ends_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termina (hora local)`)
};

const fr_competition_ends_label = /** @type {(inputs: Competition_Ends_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin (heure locale)`)
};

const it_competition_ends_label = /** @type {(inputs: Competition_Ends_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fine (ora locale)`)
};

const pt_competition_ends_label = /** @type {(inputs: Competition_Ends_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fim (hora local)`)
};

const el_competition_ends_label = /** @type {(inputs: Competition_Ends_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Λήξη (τοπική ώρα)`)
};

const hr_competition_ends_label = /** @type {(inputs: Competition_Ends_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Završetak (lokalno vrijeme)`)
};

/**
* | output |
* | --- |
* | "Ends (local time)" |
*
* @param {Competition_Ends_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_ends_label = /** @type {((inputs?: Competition_Ends_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Ends_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_ends_label(inputs)
	if (locale === "fr") return fr_competition_ends_label(inputs)
	if (locale === "it") return it_competition_ends_label(inputs)
	if (locale === "pt") return pt_competition_ends_label(inputs)
	if (locale === "el") return el_competition_ends_label(inputs)
	if (locale === "hr") return hr_competition_ends_label(inputs)
	return en_competition_ends_label(inputs)
});