import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Form_Expired_TitleInputs */

const en_error_form_expired_title = /** @type {(inputs: Error_Form_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This form expired`)
};

const es_error_form_expired_title = /** @type {(inputs: Error_Form_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este formulario ha caducado`)
};

const fr_error_form_expired_title = /** @type {(inputs: Error_Form_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce formulaire a expiré`)
};

const it_error_form_expired_title = /** @type {(inputs: Error_Form_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo modulo è scaduto`)
};

const pt_error_form_expired_title = /** @type {(inputs: Error_Form_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este formulário expirou`)
};

const el_error_form_expired_title = /** @type {(inputs: Error_Form_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η φόρμα έληξε`)
};

const hr_error_form_expired_title = /** @type {(inputs: Error_Form_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrazac je istekao`)
};

/**
* | output |
* | --- |
* | "This form expired" |
*
* @param {Error_Form_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const error_form_expired_title = /** @type {((inputs?: Error_Form_Expired_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Form_Expired_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_form_expired_title(inputs)
	if (locale === "fr") return fr_error_form_expired_title(inputs)
	if (locale === "it") return it_error_form_expired_title(inputs)
	if (locale === "pt") return pt_error_form_expired_title(inputs)
	if (locale === "el") return el_error_form_expired_title(inputs)
	if (locale === "hr") return hr_error_form_expired_title(inputs)
	return en_error_form_expired_title(inputs)
});