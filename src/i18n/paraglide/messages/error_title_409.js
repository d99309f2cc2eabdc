import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_409Inputs */

const en_error_title_409 = /** @type {(inputs: Error_Title_409Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That clashes with something`)
};

const es_error_title_409 = /** @type {(inputs: Error_Title_409Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay un conflicto`)
};

const fr_error_title_409 = /** @type {(inputs: Error_Title_409Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cela entre en conflit`)
};

const it_error_title_409 = /** @type {(inputs: Error_Title_409Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’è un conflitto`)
};

const pt_error_title_409 = /** @type {(inputs: Error_Title_409Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Há um conflito`)
};

const el_error_title_409 = /** @type {(inputs: Error_Title_409Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Υπάρχει σύγκρουση`)
};

const hr_error_title_409 = /** @type {(inputs: Error_Title_409Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postoji sukob`)
};

/**
* | output |
* | --- |
* | "That clashes with something" |
*
* @param {Error_Title_409Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_409 = /** @type {((inputs?: Error_Title_409Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_409Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_409(inputs)
	if (locale === "fr") return fr_error_title_409(inputs)
	if (locale === "it") return it_error_title_409(inputs)
	if (locale === "pt") return pt_error_title_409(inputs)
	if (locale === "el") return el_error_title_409(inputs)
	if (locale === "hr") return hr_error_title_409(inputs)
	return en_error_title_409(inputs)
});