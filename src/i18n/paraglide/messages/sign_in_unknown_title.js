import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_In_Unknown_TitleInputs */

const en_sign_in_unknown_title = /** @type {(inputs: Sign_In_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown sign-in method`)
};

const es_sign_in_unknown_title = /** @type {(inputs: Sign_In_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Método de acceso desconocido`)
};

const fr_sign_in_unknown_title = /** @type {(inputs: Sign_In_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode de connexion inconnu`)
};

const it_sign_in_unknown_title = /** @type {(inputs: Sign_In_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metodo di accesso sconosciuto`)
};

const pt_sign_in_unknown_title = /** @type {(inputs: Sign_In_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Método de entrada desconhecido`)
};

const el_sign_in_unknown_title = /** @type {(inputs: Sign_In_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άγνωστος τρόπος σύνδεσης`)
};

const hr_sign_in_unknown_title = /** @type {(inputs: Sign_In_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nepoznat način prijave`)
};

/**
* | output |
* | --- |
* | "Unknown sign-in method" |
*
* @param {Sign_In_Unknown_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_unknown_title = /** @type {((inputs?: Sign_In_Unknown_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Unknown_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_in_unknown_title(inputs)
	if (locale === "fr") return fr_sign_in_unknown_title(inputs)
	if (locale === "it") return it_sign_in_unknown_title(inputs)
	if (locale === "pt") return pt_sign_in_unknown_title(inputs)
	if (locale === "el") return el_sign_in_unknown_title(inputs)
	if (locale === "hr") return hr_sign_in_unknown_title(inputs)
	return en_sign_in_unknown_title(inputs)
});