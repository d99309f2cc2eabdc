import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_415Inputs */

const en_error_title_415 = /** @type {(inputs: Error_Title_415Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not accepted`)
};

const es_error_title_415 = /** @type {(inputs: Error_Title_415Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formato no aceptado`)
};

const fr_error_title_415 = /** @type {(inputs: Error_Title_415Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format non accepté`)
};

const it_error_title_415 = /** @type {(inputs: Error_Title_415Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formato non accettato`)
};

const pt_error_title_415 = /** @type {(inputs: Error_Title_415Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formato não suportado`)
};

const el_error_title_415 = /** @type {(inputs: Error_Title_415Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μη αποδεκτή μορφή`)
};

const hr_error_title_415 = /** @type {(inputs: Error_Title_415Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format nije prihvaćen`)
};

/**
* | output |
* | --- |
* | "Not accepted" |
*
* @param {Error_Title_415Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_415 = /** @type {((inputs?: Error_Title_415Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_415Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_415(inputs)
	if (locale === "fr") return fr_error_title_415(inputs)
	if (locale === "it") return it_error_title_415(inputs)
	if (locale === "pt") return pt_error_title_415(inputs)
	if (locale === "el") return el_error_title_415(inputs)
	if (locale === "hr") return hr_error_title_415(inputs)
	return en_error_title_415(inputs)
});