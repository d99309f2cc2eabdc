import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Oauth_No_ClientInputs */

const en_oauth_no_client = /** @type {(inputs: Oauth_No_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request names no app (client_id is missing).`)
};

const es_oauth_no_client = /** @type {(inputs: Oauth_No_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La petición no indica ninguna aplicación (falta client_id).`)
};

const fr_oauth_no_client = /** @type {(inputs: Oauth_No_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La requête ne désigne aucune application (client_id manque).`)
};

const it_oauth_no_client = /** @type {(inputs: Oauth_No_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La richiesta non indica nessuna app (manca client_id).`)
};

const pt_oauth_no_client = /** @type {(inputs: Oauth_No_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A requisição não indica nenhuma aplicação (falta client_id).`)
};

const el_oauth_no_client = /** @type {(inputs: Oauth_No_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το αίτημα δεν ορίζει εφαρμογή (λείπει το client_id).`)
};

const hr_oauth_no_client = /** @type {(inputs: Oauth_No_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahtjev ne navodi aplikaciju (nedostaje client_id).`)
};

/**
* | output |
* | --- |
* | "The request names no app (client_id is missing)." |
*
* @param {Oauth_No_ClientInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_no_client = /** @type {((inputs?: Oauth_No_ClientInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_No_ClientInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_oauth_no_client(inputs)
	if (locale === "fr") return fr_oauth_no_client(inputs)
	if (locale === "it") return it_oauth_no_client(inputs)
	if (locale === "pt") return pt_oauth_no_client(inputs)
	if (locale === "el") return el_oauth_no_client(inputs)
	if (locale === "hr") return hr_oauth_no_client(inputs)
	return en_oauth_no_client(inputs)
});