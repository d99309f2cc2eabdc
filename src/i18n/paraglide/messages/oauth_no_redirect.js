import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Oauth_No_RedirectInputs */

const en_oauth_no_redirect = /** @type {(inputs: Oauth_No_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request has no redirect_uri and the app has several.`)
};

const es_oauth_no_redirect = /** @type {(inputs: Oauth_No_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La petición no tiene redirect_uri y la aplicación tiene varios.`)
};

const fr_oauth_no_redirect = /** @type {(inputs: Oauth_No_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La requête n’a pas de redirect_uri et l’application en a plusieurs.`)
};

const it_oauth_no_redirect = /** @type {(inputs: Oauth_No_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La richiesta non ha redirect_uri e l’app ne ha diversi.`)
};

const pt_oauth_no_redirect = /** @type {(inputs: Oauth_No_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A requisição não tem redirect_uri e a aplicação tem vários.`)
};

const el_oauth_no_redirect = /** @type {(inputs: Oauth_No_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το αίτημα δεν έχει redirect_uri και η εφαρμογή έχει πολλά.`)
};

const hr_oauth_no_redirect = /** @type {(inputs: Oauth_No_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahtjev nema redirect_uri, a aplikacija ih ima više.`)
};

/**
* | output |
* | --- |
* | "The request has no redirect_uri and the app has several." |
*
* @param {Oauth_No_RedirectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_no_redirect = /** @type {((inputs?: Oauth_No_RedirectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_No_RedirectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_oauth_no_redirect(inputs)
	if (locale === "fr") return fr_oauth_no_redirect(inputs)
	if (locale === "it") return it_oauth_no_redirect(inputs)
	if (locale === "pt") return pt_oauth_no_redirect(inputs)
	if (locale === "el") return el_oauth_no_redirect(inputs)
	if (locale === "hr") return hr_oauth_no_redirect(inputs)
	return en_oauth_no_redirect(inputs)
});