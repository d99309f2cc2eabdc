import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_DurationInputs */

const en_dev_duration = /** @type {(inputs: Dev_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration`)
};

const es_dev_duration = /** @type {(inputs: Dev_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duración`)
};

const fr_dev_duration = /** @type {(inputs: Dev_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durée`)
};

const it_dev_duration = /** @type {(inputs: Dev_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durata`)
};

const pt_dev_duration = /** @type {(inputs: Dev_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duração`)
};

const el_dev_duration = /** @type {(inputs: Dev_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διάρκεια`)
};

const hr_dev_duration = /** @type {(inputs: Dev_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trajanje`)
};

/**
* | output |
* | --- |
* | "Duration" |
*
* @param {Dev_DurationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_duration = /** @type {((inputs?: Dev_DurationInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DurationInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_duration(inputs)
	if (locale === "fr") return fr_dev_duration(inputs)
	if (locale === "it") return it_dev_duration(inputs)
	if (locale === "pt") return pt_dev_duration(inputs)
	if (locale === "el") return el_dev_duration(inputs)
	if (locale === "hr") return hr_dev_duration(inputs)
	return en_dev_duration(inputs)
});