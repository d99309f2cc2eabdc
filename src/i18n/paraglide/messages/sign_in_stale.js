import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_In_StaleInputs */

const en_sign_in_stale = /** @type {(inputs: Sign_In_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in took too long or was already finished. Please sign in again.`)
};

const es_sign_in_stale = /** @type {(inputs: Sign_In_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este acceso ha tardado demasiado o ya se había completado. Vuelve a entrar.`)
};

const fr_sign_in_stale = /** @type {(inputs: Sign_In_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette connexion a pris trop de temps ou était déjà terminée. Connectez-vous à nouveau.`)
};

const it_sign_in_stale = /** @type {(inputs: Sign_In_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo accesso ha richiesto troppo tempo o era già concluso. Accedi di nuovo.`)
};

const pt_sign_in_stale = /** @type {(inputs: Sign_In_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta entrada demorou demais ou já tinha terminado. Entre de novo.`)
};

const el_sign_in_stale = /** @type {(inputs: Sign_In_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σύνδεση άργησε πολύ ή είχε ήδη ολοκληρωθεί. Συνδεθείτε ξανά.`)
};

const hr_sign_in_stale = /** @type {(inputs: Sign_In_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ova je prijava predugo trajala ili je već završena. Prijavite se ponovo.`)
};

/**
* | output |
* | --- |
* | "This sign-in took too long or was already finished. Please sign in again." |
*
* @param {Sign_In_StaleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_stale = /** @type {((inputs?: Sign_In_StaleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_StaleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_in_stale(inputs)
	if (locale === "fr") return fr_sign_in_stale(inputs)
	if (locale === "it") return it_sign_in_stale(inputs)
	if (locale === "pt") return pt_sign_in_stale(inputs)
	if (locale === "el") return el_sign_in_stale(inputs)
	if (locale === "hr") return hr_sign_in_stale(inputs)
	return en_sign_in_stale(inputs)
});