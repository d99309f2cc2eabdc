import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown>, zone: NonNullable<unknown> }} Competition_WhenInputs */

const en_competition_when = /** @type {(inputs: Competition_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} to ${i?.end} (${i?.zone})`)
};

const es_competition_when = /** @type {(inputs: Competition_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`del ${i?.start} al ${i?.end} (${i?.zone})`)
};

const fr_competition_when = /** @type {(inputs: Competition_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`du ${i?.start} au ${i?.end} (${i?.zone})`)
};

const it_competition_when = /** @type {(inputs: Competition_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dal ${i?.start} al ${i?.end} (${i?.zone})`)
};

const pt_competition_when = /** @type {(inputs: Competition_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.start} a ${i?.end} (${i?.zone})`)
};

const el_competition_when = /** @type {(inputs: Competition_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`από ${i?.start} έως ${i?.end} (${i?.zone})`)
};

const hr_competition_when = /** @type {(inputs: Competition_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`od ${i?.start} do ${i?.end} (${i?.zone})`)
};

/**
* | output |
* | --- |
* | "{start} to {end} ({zone})" |
*
* @param {Competition_WhenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_when = /** @type {((inputs: Competition_WhenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_WhenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_when(inputs)
	if (locale === "fr") return fr_competition_when(inputs)
	if (locale === "it") return it_competition_when(inputs)
	if (locale === "pt") return pt_competition_when(inputs)
	if (locale === "el") return el_competition_when(inputs)
	if (locale === "hr") return hr_competition_when(inputs)
	return en_competition_when(inputs)
});