import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Way_In_Sign_UpInputs */

const en_way_in_sign_up = /** @type {(inputs: Way_In_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up`)
};

const es_way_in_sign_up = /** @type {(inputs: Way_In_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regístrate`)
};

const fr_way_in_sign_up = /** @type {(inputs: Way_In_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous`)
};

const it_way_in_sign_up = /** @type {(inputs: Way_In_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscriviti`)
};

const pt_way_in_sign_up = /** @type {(inputs: Way_In_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crie uma conta`)
};

const el_way_in_sign_up = /** @type {(inputs: Way_In_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εγγραφείτε`)
};

const hr_way_in_sign_up = /** @type {(inputs: Way_In_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrirajte se`)
};

/**
* | output |
* | --- |
* | "Sign up" |
*
* @param {Way_In_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_sign_up = /** @type {((inputs?: Way_In_Sign_UpInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_Sign_UpInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_way_in_sign_up(inputs)
	if (locale === "fr") return fr_way_in_sign_up(inputs)
	if (locale === "it") return it_way_in_sign_up(inputs)
	if (locale === "pt") return pt_way_in_sign_up(inputs)
	if (locale === "el") return el_way_in_sign_up(inputs)
	if (locale === "hr") return hr_way_in_sign_up(inputs)
	return en_way_in_sign_up(inputs)
});