import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Oauth_AllowInputs */

const en_oauth_allow = /** @type {(inputs: Oauth_AllowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allow`)
};

const es_oauth_allow = /** @type {(inputs: Oauth_AllowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permitir`)
};

const fr_oauth_allow = /** @type {(inputs: Oauth_AllowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autoriser`)
};

const it_oauth_allow = /** @type {(inputs: Oauth_AllowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consenti`)
};

const pt_oauth_allow = /** @type {(inputs: Oauth_AllowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permitir`)
};

const el_oauth_allow = /** @type {(inputs: Oauth_AllowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποδοχή`)
};

const hr_oauth_allow = /** @type {(inputs: Oauth_AllowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dopusti`)
};

/**
* | output |
* | --- |
* | "Allow" |
*
* @param {Oauth_AllowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const oauth_allow = /** @type {((inputs?: Oauth_AllowInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_AllowInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_oauth_allow(inputs)
	if (locale === "fr") return fr_oauth_allow(inputs)
	if (locale === "it") return it_oauth_allow(inputs)
	if (locale === "pt") return pt_oauth_allow(inputs)
	if (locale === "el") return el_oauth_allow(inputs)
	if (locale === "hr") return hr_oauth_allow(inputs)
	return en_oauth_allow(inputs)
});