import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_StatsInputs */

const en_nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stats`)
};

const es_nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas`)
};

const fr_nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques`)
};

const it_nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiche`)
};

const pt_nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estatísticas`)
};

const el_nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Στατιστικά`)
};

const hr_nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistika`)
};

/**
* | output |
* | --- |
* | "Stats" |
*
* @param {Nav_StatsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_stats = /** @type {((inputs?: Nav_StatsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_StatsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_stats(inputs)
	if (locale === "fr") return fr_nav_stats(inputs)
	if (locale === "it") return it_nav_stats(inputs)
	if (locale === "pt") return pt_nav_stats(inputs)
	if (locale === "el") return el_nav_stats(inputs)
	if (locale === "hr") return hr_nav_stats(inputs)
	return en_nav_stats(inputs)
});