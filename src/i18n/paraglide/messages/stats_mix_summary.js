import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ species: NonNullable<unknown>, name: NonNullable<unknown>, count: NonNullable<unknown>, total: NonNullable<unknown> }} Stats_Mix_SummaryInputs */

const en_stats_mix_summary = /** @type {(inputs: Stats_Mix_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}; ${i?.name} most often (${i?.count} of ${i?.total}).`)
};

const es_stats_mix_summary = /** @type {(inputs: Stats_Mix_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}; la más frecuente, ${i?.name} (${i?.count} de ${i?.total}).`)
};

const fr_stats_mix_summary = /** @type {(inputs: Stats_Mix_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species} ; la plus fréquente : ${i?.name} (${i?.count} sur ${i?.total}).`)
};

const it_stats_mix_summary = /** @type {(inputs: Stats_Mix_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}; la più frequente è ${i?.name} (${i?.count} su ${i?.total}).`)
};

const pt_stats_mix_summary = /** @type {(inputs: Stats_Mix_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}; a mais frequente é ${i?.name} (${i?.count} de ${i?.total}).`)
};

const el_stats_mix_summary = /** @type {(inputs: Stats_Mix_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}· συχνότερο το ${i?.name} (${i?.count} από ${i?.total}).`)
};

const hr_stats_mix_summary = /** @type {(inputs: Stats_Mix_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}; najčešće ${i?.name} (${i?.count} od ${i?.total}).`)
};

/**
* | output |
* | --- |
* | "{species}; {name} most often ({count} of {total})." |
*
* @param {Stats_Mix_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const stats_mix_summary = /** @type {((inputs: Stats_Mix_SummaryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Mix_SummaryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stats_mix_summary(inputs)
	if (locale === "fr") return fr_stats_mix_summary(inputs)
	if (locale === "it") return it_stats_mix_summary(inputs)
	if (locale === "pt") return pt_stats_mix_summary(inputs)
	if (locale === "el") return el_stats_mix_summary(inputs)
	if (locale === "hr") return hr_stats_mix_summary(inputs)
	return en_stats_mix_summary(inputs)
});