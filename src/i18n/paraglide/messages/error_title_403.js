import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_403Inputs */

const en_error_title_403 = /** @type {(inputs: Error_Title_403Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not allowed`)
};

const es_error_title_403 = /** @type {(inputs: Error_Title_403Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No permitido`)
};

const fr_error_title_403 = /** @type {(inputs: Error_Title_403Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès refusé`)
};

const it_error_title_403 = /** @type {(inputs: Error_Title_403Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non consentito`)
};

const pt_error_title_403 = /** @type {(inputs: Error_Title_403Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem permissão`)
};

const el_error_title_403 = /** @type {(inputs: Error_Title_403Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν επιτρέπεται`)
};

const hr_error_title_403 = /** @type {(inputs: Error_Title_403Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nije dopušteno`)
};

/**
* | output |
* | --- |
* | "Not allowed" |
*
* @param {Error_Title_403Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_403 = /** @type {((inputs?: Error_Title_403Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_403Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_403(inputs)
	if (locale === "fr") return fr_error_title_403(inputs)
	if (locale === "it") return it_error_title_403(inputs)
	if (locale === "pt") return pt_error_title_403(inputs)
	if (locale === "el") return el_error_title_403(inputs)
	if (locale === "hr") return hr_error_title_403(inputs)
	return en_error_title_403(inputs)
});