import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_In_AgainInputs */

const en_sign_in_again = /** @type {(inputs: Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in again.`)
};

const es_sign_in_again = /** @type {(inputs: Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a entrar.`)
};

const fr_sign_in_again = /** @type {(inputs: Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous à nouveau.`)
};

const it_sign_in_again = /** @type {(inputs: Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accedi di nuovo.`)
};

const pt_sign_in_again = /** @type {(inputs: Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre de novo.`)
};

const el_sign_in_again = /** @type {(inputs: Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συνδεθείτε ξανά.`)
};

const hr_sign_in_again = /** @type {(inputs: Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijavite se ponovo.`)
};

/**
* | output |
* | --- |
* | "Please sign in again." |
*
* @param {Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_again = /** @type {((inputs?: Sign_In_AgainInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_AgainInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_in_again(inputs)
	if (locale === "fr") return fr_sign_in_again(inputs)
	if (locale === "it") return it_sign_in_again(inputs)
	if (locale === "pt") return pt_sign_in_again(inputs)
	if (locale === "el") return el_sign_in_again(inputs)
	if (locale === "hr") return hr_sign_in_again(inputs)
	return en_sign_in_again(inputs)
});