import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_404Inputs */

const en_error_title_404 = /** @type {(inputs: Error_Title_404Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not found`)
};

const es_error_title_404 = /** @type {(inputs: Error_Title_404Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página no encontrada`)
};

const fr_error_title_404 = /** @type {(inputs: Error_Title_404Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page introuvable`)
};

const it_error_title_404 = /** @type {(inputs: Error_Title_404Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagina non trovata`)
};

const pt_error_title_404 = /** @type {(inputs: Error_Title_404Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página não encontrada`)
};

const el_error_title_404 = /** @type {(inputs: Error_Title_404Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν βρέθηκε`)
};

const hr_error_title_404 = /** @type {(inputs: Error_Title_404Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nije pronađeno`)
};

/**
* | output |
* | --- |
* | "Not found" |
*
* @param {Error_Title_404Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_404 = /** @type {((inputs?: Error_Title_404Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_404Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_404(inputs)
	if (locale === "fr") return fr_error_title_404(inputs)
	if (locale === "it") return it_error_title_404(inputs)
	if (locale === "pt") return pt_error_title_404(inputs)
	if (locale === "el") return el_error_title_404(inputs)
	if (locale === "hr") return hr_error_title_404(inputs)
	return en_error_title_404(inputs)
});