import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Start_PageInputs */

const en_error_start_page = /** @type {(inputs: Error_Start_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the start page`)
};

const es_error_start_page = /** @type {(inputs: Error_Start_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a la página de inicio`)
};

const fr_error_start_page = /** @type {(inputs: Error_Start_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à l’accueil`)
};

const it_error_start_page = /** @type {(inputs: Error_Start_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vai alla pagina iniziale`)
};

const pt_error_start_page = /** @type {(inputs: Error_Start_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir para a página inicial`)
};

const el_error_start_page = /** @type {(inputs: Error_Start_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μετάβαση στην αρχική σελίδα`)
};

const hr_error_start_page = /** @type {(inputs: Error_Start_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idi na početnu stranicu`)
};

/**
* | output |
* | --- |
* | "Go to the start page" |
*
* @param {Error_Start_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_start_page = /** @type {((inputs?: Error_Start_PageInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Start_PageInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_start_page(inputs)
	if (locale === "fr") return fr_error_start_page(inputs)
	if (locale === "it") return it_error_start_page(inputs)
	if (locale === "pt") return pt_error_start_page(inputs)
	if (locale === "el") return el_error_start_page(inputs)
	if (locale === "hr") return hr_error_start_page(inputs)
	return en_error_start_page(inputs)
});