import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_405Inputs */

const en_error_title_405 = /** @type {(inputs: Error_Title_405Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not allowed here`)
};

const es_error_title_405 = /** @type {(inputs: Error_Title_405Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí no se permite`)
};

const fr_error_title_405 = /** @type {(inputs: Error_Title_405Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible ici`)
};

const it_error_title_405 = /** @type {(inputs: Error_Title_405Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non consentito qui`)
};

const pt_error_title_405 = /** @type {(inputs: Error_Title_405Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não permitido aqui`)
};

const el_error_title_405 = /** @type {(inputs: Error_Title_405Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν επιτρέπεται εδώ`)
};

const hr_error_title_405 = /** @type {(inputs: Error_Title_405Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ovdje nije dopušteno`)
};

/**
* | output |
* | --- |
* | "Not allowed here" |
*
* @param {Error_Title_405Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_405 = /** @type {((inputs?: Error_Title_405Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_405Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_405(inputs)
	if (locale === "fr") return fr_error_title_405(inputs)
	if (locale === "it") return it_error_title_405(inputs)
	if (locale === "pt") return pt_error_title_405(inputs)
	if (locale === "el") return el_error_title_405(inputs)
	if (locale === "hr") return hr_error_title_405(inputs)
	return en_error_title_405(inputs)
});