import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stats_Record_BronzeInputs */

const en_stats_record_bronze = /** @type {(inputs: Stats_Record_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bronze record`)
};

const es_stats_record_bronze = /** @type {(inputs: Stats_Record_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`récord bronce`)
};

const fr_stats_record_bronze = /** @type {(inputs: Stats_Record_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`record bronze`)
};

const it_stats_record_bronze = /** @type {(inputs: Stats_Record_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`record bronzo`)
};

const pt_stats_record_bronze = /** @type {(inputs: Stats_Record_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recorde bronze`)
};

const el_stats_record_bronze = /** @type {(inputs: Stats_Record_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ρεκόρ «χάλκινο»`)
};

const hr_stats_record_bronze = /** @type {(inputs: Stats_Record_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rekord bronca`)
};

/**
* | output |
* | --- |
* | "bronze record" |
*
* @param {Stats_Record_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_record_bronze = /** @type {((inputs?: Stats_Record_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Record_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_record_bronze(inputs)
	if (locale === "fr") return fr_stats_record_bronze(inputs)
	if (locale === "it") return it_stats_record_bronze(inputs)
	if (locale === "pt") return pt_stats_record_bronze(inputs)
	if (locale === "el") return el_stats_record_bronze(inputs)
	if (locale === "hr") return hr_stats_record_bronze(inputs)
	return en_stats_record_bronze(inputs)
});