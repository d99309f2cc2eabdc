import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_In_Lead_ProvidersInputs */

const en_sign_in_lead_providers = /** @type {(inputs: Sign_In_Lead_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use your catchd email and password or an account you already have.`)
};

const es_sign_in_lead_providers = /** @type {(inputs: Sign_In_Lead_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa tu correo y tu contraseña de catchd, o una cuenta que ya tengas.`)
};

const fr_sign_in_lead_providers = /** @type {(inputs: Sign_In_Lead_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez votre adresse e-mail et votre mot de passe catchd, ou un compte que vous avez déjà.`)
};

const it_sign_in_lead_providers = /** @type {(inputs: Sign_In_Lead_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa l’email e la password di catchd, oppure un account che hai già.`)
};

const pt_sign_in_lead_providers = /** @type {(inputs: Sign_In_Lead_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use o seu e-mail e a sua senha do catchd, ou uma conta que já tenha.`)
};

const el_sign_in_lead_providers = /** @type {(inputs: Sign_In_Lead_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χρησιμοποιήστε το email και τον κωδικό σας στο catchd ή έναν λογαριασμό που ήδη έχετε.`)
};

const hr_sign_in_lead_providers = /** @type {(inputs: Sign_In_Lead_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upotrijebite svoju e-poštu i lozinku za catchd ili račun koji već imate.`)
};

/**
* | output |
* | --- |
* | "Use your catchd email and password or an account you already have." |
*
* @param {Sign_In_Lead_ProvidersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const sign_in_lead_providers = /** @type {((inputs?: Sign_In_Lead_ProvidersInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Lead_ProvidersInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sign_in_lead_providers(inputs)
	if (locale === "fr") return fr_sign_in_lead_providers(inputs)
	if (locale === "it") return it_sign_in_lead_providers(inputs)
	if (locale === "pt") return pt_sign_in_lead_providers(inputs)
	if (locale === "el") return el_sign_in_lead_providers(inputs)
	if (locale === "hr") return hr_sign_in_lead_providers(inputs)
	return en_sign_in_lead_providers(inputs)
});