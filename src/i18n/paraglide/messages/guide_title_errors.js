import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Guide_Title_ErrorsInputs */

const en_guide_title_errors = /** @type {(inputs: Guide_Title_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errors`)
};

const es_guide_title_errors = /** @type {(inputs: Guide_Title_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errores`)
};

const fr_guide_title_errors = /** @type {(inputs: Guide_Title_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreurs`)
};

const it_guide_title_errors = /** @type {(inputs: Guide_Title_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errori`)
};

const pt_guide_title_errors = /** @type {(inputs: Guide_Title_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erros`)
};

const el_guide_title_errors = /** @type {(inputs: Guide_Title_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σφάλματα`)
};

const hr_guide_title_errors = /** @type {(inputs: Guide_Title_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pogreške`)
};

/**
* | output |
* | --- |
* | "Errors" |
*
* @param {Guide_Title_ErrorsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_title_errors = /** @type {((inputs?: Guide_Title_ErrorsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_ErrorsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_guide_title_errors(inputs)
	if (locale === "fr") return fr_guide_title_errors(inputs)
	if (locale === "it") return it_guide_title_errors(inputs)
	if (locale === "pt") return pt_guide_title_errors(inputs)
	if (locale === "el") return el_guide_title_errors(inputs)
	if (locale === "hr") return hr_guide_title_errors(inputs)
	return en_guide_title_errors(inputs)
});