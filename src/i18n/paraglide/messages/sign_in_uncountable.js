import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_In_UncountableInputs */

const en_sign_in_uncountable = /** @type {(inputs: Sign_In_UncountableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in attempts cannot be counted right now.`)
};

const es_sign_in_uncountable = /** @type {(inputs: Sign_In_UncountableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora mismo no se pueden contar los intentos de entrar.`)
};

const fr_sign_in_uncountable = /** @type {(inputs: Sign_In_UncountableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les tentatives de connexion ne peuvent pas être comptées pour le moment.`)
};

const it_sign_in_uncountable = /** @type {(inputs: Sign_In_UncountableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al momento non è possibile contare i tentativi di accesso.`)
};

const pt_sign_in_uncountable = /** @type {(inputs: Sign_In_UncountableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neste momento não é possível contar as tentativas de entrada.`)
};

const el_sign_in_uncountable = /** @type {(inputs: Sign_In_UncountableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή τη στιγμή δεν μπορούν να μετρηθούν οι προσπάθειες σύνδεσης.`)
};

const hr_sign_in_uncountable = /** @type {(inputs: Sign_In_UncountableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokušaji prijave trenutačno se ne mogu brojati.`)
};

/**
* | output |
* | --- |
* | "Sign-in attempts cannot be counted right now." |
*
* @param {Sign_In_UncountableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_uncountable = /** @type {((inputs?: Sign_In_UncountableInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_UncountableInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_in_uncountable(inputs)
	if (locale === "fr") return fr_sign_in_uncountable(inputs)
	if (locale === "it") return it_sign_in_uncountable(inputs)
	if (locale === "pt") return pt_sign_in_uncountable(inputs)
	if (locale === "el") return el_sign_in_uncountable(inputs)
	if (locale === "hr") return hr_sign_in_uncountable(inputs)
	return en_sign_in_uncountable(inputs)
});