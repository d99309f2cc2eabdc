import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Oauth_Repeated_RedirectInputs */

const en_oauth_repeated_redirect = /** @type {(inputs: Oauth_Repeated_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request repeats redirect_uri.`)
};

const es_oauth_repeated_redirect = /** @type {(inputs: Oauth_Repeated_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La petición repite redirect_uri.`)
};

const fr_oauth_repeated_redirect = /** @type {(inputs: Oauth_Repeated_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La requête répète redirect_uri.`)
};

const it_oauth_repeated_redirect = /** @type {(inputs: Oauth_Repeated_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La richiesta ripete redirect_uri.`)
};

const pt_oauth_repeated_redirect = /** @type {(inputs: Oauth_Repeated_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A requisição repete redirect_uri.`)
};

const el_oauth_repeated_redirect = /** @type {(inputs: Oauth_Repeated_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το αίτημα επαναλαμβάνει το redirect_uri.`)
};

const hr_oauth_repeated_redirect = /** @type {(inputs: Oauth_Repeated_RedirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahtjev ponavlja redirect_uri.`)
};

/**
* | output |
* | --- |
* | "The request repeats redirect_uri." |
*
* @param {Oauth_Repeated_RedirectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_repeated_redirect = /** @type {((inputs?: Oauth_Repeated_RedirectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Repeated_RedirectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_oauth_repeated_redirect(inputs)
	if (locale === "fr") return fr_oauth_repeated_redirect(inputs)
	if (locale === "it") return it_oauth_repeated_redirect(inputs)
	if (locale === "pt") return pt_oauth_repeated_redirect(inputs)
	if (locale === "el") return el_oauth_repeated_redirect(inputs)
	if (locale === "hr") return hr_oauth_repeated_redirect(inputs)
	return en_oauth_repeated_redirect(inputs)
});