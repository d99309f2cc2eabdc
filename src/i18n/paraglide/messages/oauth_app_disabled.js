import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Oauth_App_DisabledInputs */

const en_oauth_app_disabled = /** @type {(inputs: Oauth_App_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app that sent you here is disabled.`)
};

const es_oauth_app_disabled = /** @type {(inputs: Oauth_App_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La aplicación que te trajo aquí está desactivada.`)
};

const fr_oauth_app_disabled = /** @type {(inputs: Oauth_App_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’application qui vous a envoyé ici est désactivée.`)
};

const it_oauth_app_disabled = /** @type {(inputs: Oauth_App_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’app che ti ha mandato qui è disattivata.`)
};

const pt_oauth_app_disabled = /** @type {(inputs: Oauth_App_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A aplicação que trouxe você até aqui está desativada.`)
};

const el_oauth_app_disabled = /** @type {(inputs: Oauth_App_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εφαρμογή που σας έστειλε εδώ είναι απενεργοποιημένη.`)
};

const hr_oauth_app_disabled = /** @type {(inputs: Oauth_App_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplikacija koja vas je poslala ovamo je onemogućena.`)
};

/**
* | output |
* | --- |
* | "The app that sent you here is disabled." |
*
* @param {Oauth_App_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_app_disabled = /** @type {((inputs?: Oauth_App_DisabledInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_App_DisabledInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_oauth_app_disabled(inputs)
	if (locale === "fr") return fr_oauth_app_disabled(inputs)
	if (locale === "it") return it_oauth_app_disabled(inputs)
	if (locale === "pt") return pt_oauth_app_disabled(inputs)
	if (locale === "el") return el_oauth_app_disabled(inputs)
	if (locale === "hr") return hr_oauth_app_disabled(inputs)
	return en_oauth_app_disabled(inputs)
});