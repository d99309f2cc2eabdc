import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_TimeInputs */

const en_dev_time = /** @type {(inputs: Dev_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time`)
};

const es_dev_time = /** @type {(inputs: Dev_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora`)
};

const fr_dev_time = /** @type {(inputs: Dev_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure`)
};

const it_dev_time = /** @type {(inputs: Dev_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ora`)
};

const pt_dev_time = /** @type {(inputs: Dev_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora`)
};

const el_dev_time = /** @type {(inputs: Dev_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ώρα`)
};

const hr_dev_time = /** @type {(inputs: Dev_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrijeme`)
};

/**
* | output |
* | --- |
* | "Time" |
*
* @param {Dev_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_time = /** @type {((inputs?: Dev_TimeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_TimeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_time(inputs)
	if (locale === "fr") return fr_dev_time(inputs)
	if (locale === "it") return it_dev_time(inputs)
	if (locale === "pt") return pt_dev_time(inputs)
	if (locale === "el") return el_dev_time(inputs)
	if (locale === "hr") return hr_dev_time(inputs)
	return en_dev_time(inputs)
});