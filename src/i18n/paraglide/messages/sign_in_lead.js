import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_In_LeadInputs */

const en_sign_in_lead = /** @type {(inputs: Sign_In_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use your catchd email and password.`)
};

const es_sign_in_lead = /** @type {(inputs: Sign_In_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa tu correo y tu contraseña de catchd.`)
};

const fr_sign_in_lead = /** @type {(inputs: Sign_In_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez votre adresse e-mail et votre mot de passe catchd.`)
};

const it_sign_in_lead = /** @type {(inputs: Sign_In_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa l’email e la password di catchd.`)
};

const pt_sign_in_lead = /** @type {(inputs: Sign_In_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use o seu e-mail e a sua senha do catchd.`)
};

const el_sign_in_lead = /** @type {(inputs: Sign_In_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χρησιμοποιήστε το email και τον κωδικό σας στο catchd.`)
};

const hr_sign_in_lead = /** @type {(inputs: Sign_In_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upotrijebite svoju e-poštu i lozinku za catchd.`)
};

/**
* | output |
* | --- |
* | "Use your catchd email and password." |
*
* @param {Sign_In_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_lead = /** @type {((inputs?: Sign_In_LeadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_LeadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_in_lead(inputs)
	if (locale === "fr") return fr_sign_in_lead(inputs)
	if (locale === "it") return it_sign_in_lead(inputs)
	if (locale === "pt") return pt_sign_in_lead(inputs)
	if (locale === "el") return el_sign_in_lead(inputs)
	if (locale === "hr") return hr_sign_in_lead(inputs)
	return en_sign_in_lead(inputs)
});