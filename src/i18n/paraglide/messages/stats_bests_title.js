import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ unit: NonNullable<unknown> }} Stats_Bests_TitleInputs */

const en_stats_bests_title = /** @type {(inputs: Stats_Bests_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Personal bests over time (${i?.unit})`)
};

const es_stats_bests_title = /** @type {(inputs: Stats_Bests_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tus mejores marcas a lo largo del tiempo (${i?.unit})`)
};

const fr_stats_bests_title = /** @type {(inputs: Stats_Bests_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos records personnels au fil du temps (${i?.unit})`)
};

const it_stats_bests_title = /** @type {(inputs: Stats_Bests_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I tuoi record personali nel tempo (${i?.unit})`)
};

const pt_stats_bests_title = /** @type {(inputs: Stats_Bests_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recordes pessoais ao longo do tempo (${i?.unit})`)
};

const el_stats_bests_title = /** @type {(inputs: Stats_Bests_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Προσωπικά ρεκόρ στον χρόνο (${i?.unit})`)
};

const hr_stats_bests_title = /** @type {(inputs: Stats_Bests_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Osobni rekordi kroz vrijeme (${i?.unit})`)
};

/**
* | output |
* | --- |
* | "Personal bests over time ({unit})" |
*
* @param {Stats_Bests_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_bests_title = /** @type {((inputs: Stats_Bests_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Bests_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_bests_title(inputs)
	if (locale === "fr") return fr_stats_bests_title(inputs)
	if (locale === "it") return it_stats_bests_title(inputs)
	if (locale === "pt") return pt_stats_bests_title(inputs)
	if (locale === "el") return el_stats_bests_title(inputs)
	if (locale === "hr") return hr_stats_bests_title(inputs)
	return en_stats_bests_title(inputs)
});