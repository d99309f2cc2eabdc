import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Oauth_Unregistered_RedirectInputs */

const en_oauth_unregistered_redirect = /** @type {(inputs: Oauth_Unregistered_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app asked to send you to an address it has not registered, so we stopped here.`)
};

const es_oauth_unregistered_redirect = /** @type {(inputs: Oauth_Unregistered_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La aplicación pidió enviarte a una dirección que no tiene registrada, así que nos detuvimos aquí.`)
};

const fr_oauth_unregistered_redirect = /** @type {(inputs: Oauth_Unregistered_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’application voulait vous envoyer vers une adresse qu’elle n’a pas enregistrée : nous nous sommes donc arrêtés ici.`)
};

const it_oauth_unregistered_redirect = /** @type {(inputs: Oauth_Unregistered_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’app voleva mandarti a un indirizzo che non ha registrato, quindi ci siamo fermati qui.`)
};

const pt_oauth_unregistered_redirect = /** @type {(inputs: Oauth_Unregistered_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A aplicação pediu para enviar você a um endereço que não registrou, então paramos aqui.`)
};

const el_oauth_unregistered_redirect = /** @type {(inputs: Oauth_Unregistered_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή ζήτησε να σας στείλει σε διεύθυνση που δεν έχει καταχωρίσει, γι’ αυτό σταματήσαμε εδώ.`)
};

const hr_oauth_unregistered_redirect = /** @type {(inputs: Oauth_Unregistered_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplikacija vas je htjela poslati na adresu koju nije registrirala, pa smo stali ovdje.`)
};

/**
* | output |
* | --- |
* | "The app asked to send you to an address it has not registered, so we stopped here." |
*
* @param {Oauth_Unregistered_RedirectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_unregistered_redirect = /** @type {((inputs?: Oauth_Unregistered_RedirectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Unregistered_RedirectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_oauth_unregistered_redirect(inputs)
	if (locale === "fr") return fr_oauth_unregistered_redirect(inputs)
	if (locale === "it") return it_oauth_unregistered_redirect(inputs)
	if (locale === "pt") return pt_oauth_unregistered_redirect(inputs)
	if (locale === "el") return el_oauth_unregistered_redirect(inputs)
	if (locale === "hr") return hr_oauth_unregistered_redirect(inputs)
	return en_oauth_unregistered_redirect(inputs)
});