import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_In_Expired_TitleInputs */

const en_sign_in_expired_title = /** @type {(inputs: Sign_In_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in expired`)
};

const es_sign_in_expired_title = /** @type {(inputs: Sign_In_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El acceso ha caducado`)
};

const fr_sign_in_expired_title = /** @type {(inputs: Sign_In_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion expirée`)
};

const it_sign_in_expired_title = /** @type {(inputs: Sign_In_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso scaduto`)
};

const pt_sign_in_expired_title = /** @type {(inputs: Sign_In_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada expirada`)
};

const el_sign_in_expired_title = /** @type {(inputs: Sign_In_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σύνδεση έληξε`)
};

const hr_sign_in_expired_title = /** @type {(inputs: Sign_In_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijava je istekla`)
};

/**
* | output |
* | --- |
* | "Sign-in expired" |
*
* @param {Sign_In_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_expired_title = /** @type {((inputs?: Sign_In_Expired_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Expired_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_in_expired_title(inputs)
	if (locale === "fr") return fr_sign_in_expired_title(inputs)
	if (locale === "it") return it_sign_in_expired_title(inputs)
	if (locale === "pt") return pt_sign_in_expired_title(inputs)
	if (locale === "el") return el_sign_in_expired_title(inputs)
	if (locale === "hr") return hr_sign_in_expired_title(inputs)
	return en_sign_in_expired_title(inputs)
});