import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Weighmasters_LabelInputs */

const en_competition_weighmasters_label = /** @type {(inputs: Competition_Weighmasters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weighmasters (emails of verifiers, comma separated)`)
};

const es_competition_weighmasters_label = /** @type {(inputs: Competition_Weighmasters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jueces de pesaje (correos de verificadores, separados por comas)`)
};

const fr_competition_weighmasters_label = /** @type {(inputs: Competition_Weighmasters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commissaires à la pesée (e-mails de vérificateurs, séparés par des virgules)`)
};

const it_competition_weighmasters_label = /** @type {(inputs: Competition_Weighmasters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Giudici di pesata (email dei verificatori, separate da virgole)`)
};

const pt_competition_weighmasters_label = /** @type {(inputs: Competition_Weighmasters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juízes de pesagem (e-mails de verificadores, separados por vírgulas)`)
};

const el_competition_weighmasters_label = /** @type {(inputs: Competition_Weighmasters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κριτές ζύγισης (email επαληθευτών, χωρισμένα με κόμμα)`)
};

const hr_competition_weighmasters_label = /** @type {(inputs: Competition_Weighmasters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suci vaganja (e-adrese provjeravatelja, odvojene zarezom)`)
};

/**
* | output |
* | --- |
* | "Weighmasters (emails of verifiers, comma separated)" |
*
* @param {Competition_Weighmasters_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_weighmasters_label = /** @type {((inputs?: Competition_Weighmasters_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Weighmasters_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_weighmasters_label(inputs)
	if (locale === "fr") return fr_competition_weighmasters_label(inputs)
	if (locale === "it") return it_competition_weighmasters_label(inputs)
	if (locale === "pt") return pt_competition_weighmasters_label(inputs)
	if (locale === "el") return el_competition_weighmasters_label(inputs)
	if (locale === "hr") return hr_competition_weighmasters_label(inputs)
	return en_competition_weighmasters_label(inputs)
});