import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_In_UnknownInputs */

const en_sign_in_unknown = /** @type {(inputs: Sign_In_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This way of signing in is not set up here.`)
};

const es_sign_in_unknown = /** @type {(inputs: Sign_In_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta forma de entrar no está configurada aquí.`)
};

const fr_sign_in_unknown = /** @type {(inputs: Sign_In_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce mode de connexion n’est pas configuré ici.`)
};

const it_sign_in_unknown = /** @type {(inputs: Sign_In_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo metodo di accesso non è configurato qui.`)
};

const pt_sign_in_unknown = /** @type {(inputs: Sign_In_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta forma de entrar não está configurada aqui.`)
};

const el_sign_in_unknown = /** @type {(inputs: Sign_In_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτός ο τρόπος σύνδεσης δεν έχει ρυθμιστεί εδώ.`)
};

const hr_sign_in_unknown = /** @type {(inputs: Sign_In_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ovaj način prijave ovdje nije postavljen.`)
};

/**
* | output |
* | --- |
* | "This way of signing in is not set up here." |
*
* @param {Sign_In_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_unknown = /** @type {((inputs?: Sign_In_UnknownInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_UnknownInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_in_unknown(inputs)
	if (locale === "fr") return fr_sign_in_unknown(inputs)
	if (locale === "it") return it_sign_in_unknown(inputs)
	if (locale === "pt") return pt_sign_in_unknown(inputs)
	if (locale === "el") return el_sign_in_unknown(inputs)
	if (locale === "hr") return hr_sign_in_unknown(inputs)
	return en_sign_in_unknown(inputs)
});