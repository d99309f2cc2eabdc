import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_503Inputs */

const en_error_title_503 = /** @type {(inputs: Error_Title_503Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not available right now`)
};

const es_error_title_503 = /** @type {(inputs: Error_Title_503Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No disponible en este momento`)
};

const fr_error_title_503 = /** @type {(inputs: Error_Title_503Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indisponible pour le moment`)
};

const it_error_title_503 = /** @type {(inputs: Error_Title_503Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non disponibile al momento`)
};

const pt_error_title_503 = /** @type {(inputs: Error_Title_503Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indisponível no momento`)
};

const el_error_title_503 = /** @type {(inputs: Error_Title_503Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μη διαθέσιμο αυτή τη στιγμή`)
};

const hr_error_title_503 = /** @type {(inputs: Error_Title_503Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trenutačno nije dostupno`)
};

/**
* | output |
* | --- |
* | "Not available right now" |
*
* @param {Error_Title_503Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_503 = /** @type {((inputs?: Error_Title_503Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_503Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_503(inputs)
	if (locale === "fr") return fr_error_title_503(inputs)
	if (locale === "it") return it_error_title_503(inputs)
	if (locale === "pt") return pt_error_title_503(inputs)
	if (locale === "el") return el_error_title_503(inputs)
	if (locale === "hr") return hr_error_title_503(inputs)
	return en_error_title_503(inputs)
});