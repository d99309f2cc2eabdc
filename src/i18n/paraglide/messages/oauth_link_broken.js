import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Oauth_Link_BrokenInputs */

const en_oauth_link_broken = /** @type {(inputs: Oauth_Link_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-in link does not work`)
};

const es_oauth_link_broken = /** @type {(inputs: Oauth_Link_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de acceso no funciona`)
};

const fr_oauth_link_broken = /** @type {(inputs: Oauth_Link_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de connexion ne fonctionne pas`)
};

const it_oauth_link_broken = /** @type {(inputs: Oauth_Link_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo link di accesso non funziona`)
};

const pt_oauth_link_broken = /** @type {(inputs: Oauth_Link_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este link de acesso não funciona`)
};

const el_oauth_link_broken = /** @type {(inputs: Oauth_Link_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτός ο σύνδεσμος σύνδεσης δεν λειτουργεί`)
};

const hr_oauth_link_broken = /** @type {(inputs: Oauth_Link_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ova poveznica za prijavu ne radi`)
};

/**
* | output |
* | --- |
* | "This sign-in link does not work" |
*
* @param {Oauth_Link_BrokenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_link_broken = /** @type {((inputs?: Oauth_Link_BrokenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Link_BrokenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_oauth_link_broken(inputs)
	if (locale === "fr") return fr_oauth_link_broken(inputs)
	if (locale === "it") return it_oauth_link_broken(inputs)
	if (locale === "pt") return pt_oauth_link_broken(inputs)
	if (locale === "el") return el_oauth_link_broken(inputs)
	if (locale === "hr") return hr_oauth_link_broken(inputs)
	return en_oauth_link_broken(inputs)
});