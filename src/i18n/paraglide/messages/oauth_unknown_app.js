import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Oauth_Unknown_AppInputs */

const en_oauth_unknown_app = /** @type {(inputs: Oauth_Unknown_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app that sent you here is not registered.`)
};

const es_oauth_unknown_app = /** @type {(inputs: Oauth_Unknown_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La aplicación que te trajo aquí no está registrada.`)
};

const fr_oauth_unknown_app = /** @type {(inputs: Oauth_Unknown_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’application qui vous a envoyé ici n’est pas enregistrée.`)
};

const it_oauth_unknown_app = /** @type {(inputs: Oauth_Unknown_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’app che ti ha mandato qui non è registrata.`)
};

const pt_oauth_unknown_app = /** @type {(inputs: Oauth_Unknown_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A aplicação que trouxe você até aqui não está registrada.`)
};

const el_oauth_unknown_app = /** @type {(inputs: Oauth_Unknown_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή που σας έστειλε εδώ δεν είναι καταχωρισμένη.`)
};

const hr_oauth_unknown_app = /** @type {(inputs: Oauth_Unknown_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplikacija koja vas je poslala ovamo nije registrirana.`)
};

/**
* | output |
* | --- |
* | "The app that sent you here is not registered." |
*
* @param {Oauth_Unknown_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_unknown_app = /** @type {((inputs?: Oauth_Unknown_AppInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Unknown_AppInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_oauth_unknown_app(inputs)
	if (locale === "fr") return fr_oauth_unknown_app(inputs)
	if (locale === "it") return it_oauth_unknown_app(inputs)
	if (locale === "pt") return pt_oauth_unknown_app(inputs)
	if (locale === "el") return el_oauth_unknown_app(inputs)
	if (locale === "hr") return hr_oauth_unknown_app(inputs)
	return en_oauth_unknown_app(inputs)
});