import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_413Inputs */

const en_error_title_413 = /** @type {(inputs: Error_Title_413Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too large`)
};

const es_error_title_413 = /** @type {(inputs: Error_Title_413Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiado grande`)
};

const fr_error_title_413 = /** @type {(inputs: Error_Title_413Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop volumineux`)
};

const it_error_title_413 = /** @type {(inputs: Error_Title_413Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Troppo grande`)
};

const pt_error_title_413 = /** @type {(inputs: Error_Title_413Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grande demais`)
};

const el_error_title_413 = /** @type {(inputs: Error_Title_413Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πολύ μεγάλο`)
};

const hr_error_title_413 = /** @type {(inputs: Error_Title_413Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preveliko`)
};

/**
* | output |
* | --- |
* | "Too large" |
*
* @param {Error_Title_413Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_413 = /** @type {((inputs?: Error_Title_413Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_413Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_413(inputs)
	if (locale === "fr") return fr_error_title_413(inputs)
	if (locale === "it") return it_error_title_413(inputs)
	if (locale === "pt") return pt_error_title_413(inputs)
	if (locale === "el") return el_error_title_413(inputs)
	if (locale === "hr") return hr_error_title_413(inputs)
	return en_error_title_413(inputs)
});