import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ species: NonNullable<unknown>, unit: NonNullable<unknown> }} Stats_Weights_TitleInputs */

const en_stats_weights_title = /** @type {(inputs: Stats_Weights_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weights of ${i?.species} (${i?.unit})`)
};

const es_stats_weights_title = /** @type {(inputs: Stats_Weights_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesos de ${i?.species} (${i?.unit})`)
};

const fr_stats_weights_title = /** @type {(inputs: Stats_Weights_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Poids des ${i?.species} (${i?.unit})`)
};

const it_stats_weights_title = /** @type {(inputs: Stats_Weights_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesi di ${i?.species} (${i?.unit})`)
};

const pt_stats_weights_title = /** @type {(inputs: Stats_Weights_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesos de ${i?.species} (${i?.unit})`)
};

const el_stats_weights_title = /** @type {(inputs: Stats_Weights_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Βάρη: ${i?.species} (${i?.unit})`)
};

const hr_stats_weights_title = /** @type {(inputs: Stats_Weights_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Težine: ${i?.species} (${i?.unit})`)
};

/**
* | output |
* | --- |
* | "Weights of {species} ({unit})" |
*
* @param {Stats_Weights_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_weights_title = /** @type {((inputs: Stats_Weights_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weights_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_weights_title(inputs)
	if (locale === "fr") return fr_stats_weights_title(inputs)
	if (locale === "it") return it_stats_weights_title(inputs)
	if (locale === "pt") return pt_stats_weights_title(inputs)
	if (locale === "el") return el_stats_weights_title(inputs)
	if (locale === "hr") return hr_stats_weights_title(inputs)
	return en_stats_weights_title(inputs)
});