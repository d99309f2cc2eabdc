import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Divisions_LabelInputs */

const en_competition_divisions_label = /** @type {(inputs: Competition_Divisions_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divisions (comma separated, optional)`)
};

const es_competition_divisions_label = /** @type {(inputs: Competition_Divisions_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categorías (separadas por comas, opcional)`)
};

const fr_competition_divisions_label = /** @type {(inputs: Competition_Divisions_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catégories (séparées par des virgules, facultatif)`)
};

const it_competition_divisions_label = /** @type {(inputs: Competition_Divisions_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categorie (separate da virgole, facoltative)`)
};

const pt_competition_divisions_label = /** @type {(inputs: Competition_Divisions_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categorias (separadas por vírgulas, opcional)`)
};

const el_competition_divisions_label = /** @type {(inputs: Competition_Divisions_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατηγορίες (χωρισμένες με κόμμα, προαιρετικά)`)
};

const hr_competition_divisions_label = /** @type {(inputs: Competition_Divisions_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategorije (odvojene zarezom, neobavezno)`)
};

/**
* | output |
* | --- |
* | "Divisions (comma separated, optional)" |
*
* @param {Competition_Divisions_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_divisions_label = /** @type {((inputs?: Competition_Divisions_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Divisions_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_divisions_label(inputs)
	if (locale === "fr") return fr_competition_divisions_label(inputs)
	if (locale === "it") return it_competition_divisions_label(inputs)
	if (locale === "pt") return pt_competition_divisions_label(inputs)
	if (locale === "el") return el_competition_divisions_label(inputs)
	if (locale === "hr") return hr_competition_divisions_label(inputs)
	return en_competition_divisions_label(inputs)
});