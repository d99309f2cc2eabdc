import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_422Inputs */

const en_error_title_422 = /** @type {(inputs: Error_Title_422Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check what you sent`)
};

const es_error_title_422 = /** @type {(inputs: Error_Title_422Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa lo que has enviado`)
};

const fr_error_title_422 = /** @type {(inputs: Error_Title_422Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez ce que vous avez envoyé`)
};

const it_error_title_422 = /** @type {(inputs: Error_Title_422Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controlla quello che hai inviato`)
};

const pt_error_title_422 = /** @type {(inputs: Error_Title_422Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique o que enviou`)
};

const el_error_title_422 = /** @type {(inputs: Error_Title_422Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ελέγξτε τι στείλατε`)
};

const hr_error_title_422 = /** @type {(inputs: Error_Title_422Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provjerite što ste poslali`)
};

/**
* | output |
* | --- |
* | "Please check what you sent" |
*
* @param {Error_Title_422Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_title_422 = /** @type {((inputs?: Error_Title_422Inputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_422Inputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_422(inputs)
	if (locale === "fr") return fr_error_title_422(inputs)
	if (locale === "it") return it_error_title_422(inputs)
	if (locale === "pt") return pt_error_title_422(inputs)
	if (locale === "el") return el_error_title_422(inputs)
	if (locale === "hr") return hr_error_title_422(inputs)
	return en_error_title_422(inputs)
});