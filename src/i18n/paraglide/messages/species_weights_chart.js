import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Weights_ChartInputs */

const en_species_weights_chart = /** @type {(inputs: Species_Weights_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weights in a chart`)
};

const es_species_weights_chart = /** @type {(inputs: Species_Weights_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesos en un gráfico`)
};

const fr_species_weights_chart = /** @type {(inputs: Species_Weights_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les poids en graphique`)
};

const it_species_weights_chart = /** @type {(inputs: Species_Weights_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I pesi in un grafico`)
};

const pt_species_weights_chart = /** @type {(inputs: Species_Weights_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesos em gráfico`)
};

const el_species_weights_chart = /** @type {(inputs: Species_Weights_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα βάρη σε γράφημα`)
};

const hr_species_weights_chart = /** @type {(inputs: Species_Weights_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Težine na grafikonu`)
};

/**
* | output |
* | --- |
* | "Weights in a chart" |
*
* @param {Species_Weights_ChartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_weights_chart = /** @type {((inputs?: Species_Weights_ChartInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Weights_ChartInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_weights_chart(inputs)
	if (locale === "fr") return fr_species_weights_chart(inputs)
	if (locale === "it") return it_species_weights_chart(inputs)
	if (locale === "pt") return pt_species_weights_chart(inputs)
	if (locale === "el") return el_species_weights_chart(inputs)
	if (locale === "hr") return hr_species_weights_chart(inputs)
	return en_species_weights_chart(inputs)
});