import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_400Inputs */

const en_error_title_400 = /** @type {(inputs: Error_Title_400Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That did not work`)
};

const es_error_title_400 = /** @type {(inputs: Error_Title_400Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ha funcionado`)
};

const fr_error_title_400 = /** @type {(inputs: Error_Title_400Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ça n’a pas marché`)
};

const it_error_title_400 = /** @type {(inputs: Error_Title_400Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è andato a buon fine`)
};

const pt_error_title_400 = /** @type {(inputs: Error_Title_400Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não funcionou`)
};

const el_error_title_400 = /** @type {(inputs: Error_Title_400Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν έγινε`)
};

const hr_error_title_400 = /** @type {(inputs: Error_Title_400Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nije uspjelo`)
};

/**
* | output |
* | --- |
* | "That did not work" |
*
* @param {Error_Title_400Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_400 = /** @type {((inputs?: Error_Title_400Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_400Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_400(inputs)
	if (locale === "fr") return fr_error_title_400(inputs)
	if (locale === "it") return it_error_title_400(inputs)
	if (locale === "pt") return pt_error_title_400(inputs)
	if (locale === "el") return el_error_title_400(inputs)
	if (locale === "hr") return hr_error_title_400(inputs)
	return en_error_title_400(inputs)
});