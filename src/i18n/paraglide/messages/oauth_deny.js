import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Oauth_DenyInputs */

const en_oauth_deny = /** @type {(inputs: Oauth_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deny`)
};

const es_oauth_deny = /** @type {(inputs: Oauth_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denegar`)
};

const fr_oauth_deny = /** @type {(inputs: Oauth_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser`)
};

const it_oauth_deny = /** @type {(inputs: Oauth_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nega`)
};

const pt_oauth_deny = /** @type {(inputs: Oauth_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negar`)
};

const el_oauth_deny = /** @type {(inputs: Oauth_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άρνηση`)
};

const hr_oauth_deny = /** @type {(inputs: Oauth_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odbij`)
};

/**
* | output |
* | --- |
* | "Deny" |
*
* @param {Oauth_DenyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_deny = /** @type {((inputs?: Oauth_DenyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_DenyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_oauth_deny(inputs)
	if (locale === "fr") return fr_oauth_deny(inputs)
	if (locale === "it") return it_oauth_deny(inputs)
	if (locale === "pt") return pt_oauth_deny(inputs)
	if (locale === "el") return el_oauth_deny(inputs)
	if (locale === "hr") return hr_oauth_deny(inputs)
	return en_oauth_deny(inputs)
});