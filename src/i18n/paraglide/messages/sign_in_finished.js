import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_In_FinishedInputs */

const en_sign_in_finished = /** @type {(inputs: Sign_In_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in was already finished. Please sign in again.`)
};

const es_sign_in_finished = /** @type {(inputs: Sign_In_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este acceso ya se había completado. Vuelve a entrar.`)
};

const fr_sign_in_finished = /** @type {(inputs: Sign_In_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette connexion était déjà terminée. Connectez-vous à nouveau.`)
};

const it_sign_in_finished = /** @type {(inputs: Sign_In_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo accesso era già concluso. Accedi di nuovo.`)
};

const pt_sign_in_finished = /** @type {(inputs: Sign_In_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta entrada já tinha terminado. Entre de novo.`)
};

const el_sign_in_finished = /** @type {(inputs: Sign_In_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή η σύνδεση είχε ήδη ολοκληρωθεί. Συνδεθείτε ξανά.`)
};

const hr_sign_in_finished = /** @type {(inputs: Sign_In_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ova je prijava već završena. Prijavite se ponovo.`)
};

/**
* | output |
* | --- |
* | "This sign-in was already finished. Please sign in again." |
*
* @param {Sign_In_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_finished = /** @type {((inputs?: Sign_In_FinishedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_FinishedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_in_finished(inputs)
	if (locale === "fr") return fr_sign_in_finished(inputs)
	if (locale === "it") return it_sign_in_finished(inputs)
	if (locale === "pt") return pt_sign_in_finished(inputs)
	if (locale === "el") return el_sign_in_finished(inputs)
	if (locale === "hr") return hr_sign_in_finished(inputs)
	return en_sign_in_finished(inputs)
});