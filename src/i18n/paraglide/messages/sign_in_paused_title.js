import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_In_Paused_TitleInputs */

const en_sign_in_paused_title = /** @type {(inputs: Sign_In_Paused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in paused`)
};

const es_sign_in_paused_title = /** @type {(inputs: Sign_In_Paused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso en pausa`)
};

const fr_sign_in_paused_title = /** @type {(inputs: Sign_In_Paused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion suspendue`)
};

const it_sign_in_paused_title = /** @type {(inputs: Sign_In_Paused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso sospeso`)
};

const pt_sign_in_paused_title = /** @type {(inputs: Sign_In_Paused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada em pausa`)
};

const el_sign_in_paused_title = /** @type {(inputs: Sign_In_Paused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σύνδεση σταμάτησε προσωρινά`)
};

const hr_sign_in_paused_title = /** @type {(inputs: Sign_In_Paused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijava je privremeno zaustavljena`)
};

/**
* | output |
* | --- |
* | "Sign-in paused" |
*
* @param {Sign_In_Paused_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_paused_title = /** @type {((inputs?: Sign_In_Paused_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Paused_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_in_paused_title(inputs)
	if (locale === "fr") return fr_sign_in_paused_title(inputs)
	if (locale === "it") return it_sign_in_paused_title(inputs)
	if (locale === "pt") return pt_sign_in_paused_title(inputs)
	if (locale === "el") return el_sign_in_paused_title(inputs)
	if (locale === "hr") return hr_sign_in_paused_title(inputs)
	return en_sign_in_paused_title(inputs)
});