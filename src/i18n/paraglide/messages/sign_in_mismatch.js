import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_In_MismatchInputs */

const en_sign_in_mismatch = /** @type {(inputs: Sign_In_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That email and password do not match.`)
};

const es_sign_in_mismatch = /** @type {(inputs: Sign_In_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo y la contraseña no coinciden.`)
};

const fr_sign_in_mismatch = /** @type {(inputs: Sign_In_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse e-mail et le mot de passe ne correspondent pas.`)
};

const it_sign_in_mismatch = /** @type {(inputs: Sign_In_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email e password non corrispondono.`)
};

const pt_sign_in_mismatch = /** @type {(inputs: Sign_In_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O e-mail e a senha não correspondem.`)
};

const el_sign_in_mismatch = /** @type {(inputs: Sign_In_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το email και ο κωδικός δεν ταιριάζουν.`)
};

const hr_sign_in_mismatch = /** @type {(inputs: Sign_In_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-pošta i lozinka se ne podudaraju.`)
};

/**
* | output |
* | --- |
* | "That email and password do not match." |
*
* @param {Sign_In_MismatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_mismatch = /** @type {((inputs?: Sign_In_MismatchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_MismatchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_in_mismatch(inputs)
	if (locale === "fr") return fr_sign_in_mismatch(inputs)
	if (locale === "it") return it_sign_in_mismatch(inputs)
	if (locale === "pt") return pt_sign_in_mismatch(inputs)
	if (locale === "el") return el_sign_in_mismatch(inputs)
	if (locale === "hr") return hr_sign_in_mismatch(inputs)
	return en_sign_in_mismatch(inputs)
});