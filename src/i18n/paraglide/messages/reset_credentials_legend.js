import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Credentials_LegendInputs */

const en_reset_credentials_legend = /** @type {(inputs: Reset_Credentials_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API keys and apps that can use your account without the password`)
};

const es_reset_credentials_legend = /** @type {(inputs: Reset_Credentials_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claves de API y apps que pueden usar tu cuenta sin la contraseña`)
};

const fr_reset_credentials_legend = /** @type {(inputs: Reset_Credentials_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clés d’API et applications qui peuvent utiliser votre compte sans le mot de passe`)
};

const it_reset_credentials_legend = /** @type {(inputs: Reset_Credentials_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiavi API e app che possono usare il tuo account senza la password`)
};

const pt_reset_credentials_legend = /** @type {(inputs: Reset_Credentials_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaves de API e aplicações que podem usar a sua conta sem a senha`)
};

const el_reset_credentials_legend = /** @type {(inputs: Reset_Credentials_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κλειδιά API και εφαρμογές που μπορούν να χρησιμοποιούν τον λογαριασμό σας χωρίς τον κωδικό`)
};

const hr_reset_credentials_legend = /** @type {(inputs: Reset_Credentials_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API ključevi i aplikacije koji mogu koristiti vaš račun bez lozinke`)
};

/**
* | output |
* | --- |
* | "API keys and apps that can use your account without the password" |
*
* @param {Reset_Credentials_LegendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_credentials_legend = /** @type {((inputs?: Reset_Credentials_LegendInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Credentials_LegendInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_credentials_legend(inputs)
	if (locale === "fr") return fr_reset_credentials_legend(inputs)
	if (locale === "it") return it_reset_credentials_legend(inputs)
	if (locale === "pt") return pt_reset_credentials_legend(inputs)
	if (locale === "el") return el_reset_credentials_legend(inputs)
	if (locale === "hr") return hr_reset_credentials_legend(inputs)
	return en_reset_credentials_legend(inputs)
});