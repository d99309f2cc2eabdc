import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Guide_Title_Oauth_PkceInputs */

const en_guide_title_oauth_pkce = /** @type {(inputs: Guide_Title_Oauth_PkceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OAuth 2.0 with PKCE: acting for other people`)
};

const es_guide_title_oauth_pkce = /** @type {(inputs: Guide_Title_Oauth_PkceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OAuth 2.0 con PKCE: actuar en nombre de otras personas`)
};

const fr_guide_title_oauth_pkce = /** @type {(inputs: Guide_Title_Oauth_PkceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OAuth 2.0 avec PKCE : agir pour d’autres personnes`)
};

const it_guide_title_oauth_pkce = /** @type {(inputs: Guide_Title_Oauth_PkceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OAuth 2.0 con PKCE: agire per conto di altre persone`)
};

const pt_guide_title_oauth_pkce = /** @type {(inputs: Guide_Title_Oauth_PkceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OAuth 2.0 com PKCE: agir em nome de outras pessoas`)
};

const el_guide_title_oauth_pkce = /** @type {(inputs: Guide_Title_Oauth_PkceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OAuth 2.0 με PKCE: ενέργειες για λογαριασμό άλλων`)
};

const hr_guide_title_oauth_pkce = /** @type {(inputs: Guide_Title_Oauth_PkceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OAuth 2.0 s PKCE-om: djelovanje u ime drugih osoba`)
};

/**
* | output |
* | --- |
* | "OAuth 2.0 with PKCE: acting for other people" |
*
* @param {Guide_Title_Oauth_PkceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_title_oauth_pkce = /** @type {((inputs?: Guide_Title_Oauth_PkceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_Oauth_PkceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_guide_title_oauth_pkce(inputs)
	if (locale === "fr") return fr_guide_title_oauth_pkce(inputs)
	if (locale === "it") return it_guide_title_oauth_pkce(inputs)
	if (locale === "pt") return pt_guide_title_oauth_pkce(inputs)
	if (locale === "el") return el_guide_title_oauth_pkce(inputs)
	if (locale === "hr") return hr_guide_title_oauth_pkce(inputs)
	return en_guide_title_oauth_pkce(inputs)
});