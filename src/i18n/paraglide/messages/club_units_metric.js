import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Club_Units_MetricInputs */

const en_club_units_metric = /** @type {(inputs: Club_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metric (kg, cm, m, °C)`)
};

const es_club_units_metric = /** @type {(inputs: Club_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métricas (kg, cm, m, °C)`)
};

const fr_club_units_metric = /** @type {(inputs: Club_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métriques (kg, cm, m, °C)`)
};

const it_club_units_metric = /** @type {(inputs: Club_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metriche (kg, cm, m, °C)`)
};

const pt_club_units_metric = /** @type {(inputs: Club_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métricas (kg, cm, m, °C)`)
};

const el_club_units_metric = /** @type {(inputs: Club_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μετρικό (kg, cm, m, °C)`)
};

const hr_club_units_metric = /** @type {(inputs: Club_Units_MetricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metričke (kg, cm, m, °C)`)
};

/**
* | output |
* | --- |
* | "Metric (kg, cm, m, °C)" |
*
* @param {Club_Units_MetricInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const club_units_metric = /** @type {((inputs?: Club_Units_MetricInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Units_MetricInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_club_units_metric(inputs)
	if (locale === "fr") return fr_club_units_metric(inputs)
	if (locale === "it") return it_club_units_metric(inputs)
	if (locale === "pt") return pt_club_units_metric(inputs)
	if (locale === "el") return el_club_units_metric(inputs)
	if (locale === "hr") return hr_club_units_metric(inputs)
	return en_club_units_metric(inputs)
});