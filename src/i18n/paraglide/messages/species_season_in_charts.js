import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Season_In_ChartsInputs */

const en_species_season_in_charts = /** @type {(inputs: Species_Season_In_ChartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Season in charts`)
};

const es_species_season_in_charts = /** @type {(inputs: Species_Season_In_ChartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La temporada en gráficos`)
};

const fr_species_season_in_charts = /** @type {(inputs: Species_Season_In_ChartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La saison en graphiques`)
};

const it_species_season_in_charts = /** @type {(inputs: Species_Season_In_ChartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La stagione in grafici`)
};

const pt_species_season_in_charts = /** @type {(inputs: Species_Season_In_ChartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A temporada em gráficos`)
};

const el_species_season_in_charts = /** @type {(inputs: Species_Season_In_ChartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σεζόν σε γραφήματα`)
};

const hr_species_season_in_charts = /** @type {(inputs: Species_Season_In_ChartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sezona na grafikonima`)
};

/**
* | output |
* | --- |
* | "Season in charts" |
*
* @param {Species_Season_In_ChartsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_season_in_charts = /** @type {((inputs?: Species_Season_In_ChartsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Season_In_ChartsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_season_in_charts(inputs)
	if (locale === "fr") return fr_species_season_in_charts(inputs)
	if (locale === "it") return it_species_season_in_charts(inputs)
	if (locale === "pt") return pt_species_season_in_charts(inputs)
	if (locale === "el") return el_species_season_in_charts(inputs)
	if (locale === "hr") return hr_species_season_in_charts(inputs)
	return en_species_season_in_charts(inputs)
});