import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Nav_AuthorisedInputs */

const en_dev_nav_authorised = /** @type {(inputs: Dev_Nav_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authorised apps`)
};

const es_dev_nav_authorised = /** @type {(inputs: Dev_Nav_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicaciones autorizadas`)
};

const fr_dev_nav_authorised = /** @type {(inputs: Dev_Nav_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications autorisées`)
};

const it_dev_nav_authorised = /** @type {(inputs: Dev_Nav_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App autorizzate`)
};

const pt_dev_nav_authorised = /** @type {(inputs: Dev_Nav_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicações autorizadas`)
};

const el_dev_nav_authorised = /** @type {(inputs: Dev_Nav_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εξουσιοδοτημένες εφαρμογές`)
};

const hr_dev_nav_authorised = /** @type {(inputs: Dev_Nav_AuthorisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ovlaštene aplikacije`)
};

/**
* | output |
* | --- |
* | "Authorised apps" |
*
* @param {Dev_Nav_AuthorisedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_nav_authorised = /** @type {((inputs?: Dev_Nav_AuthorisedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_AuthorisedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_nav_authorised(inputs)
	if (locale === "fr") return fr_dev_nav_authorised(inputs)
	if (locale === "it") return it_dev_nav_authorised(inputs)
	if (locale === "pt") return pt_dev_nav_authorised(inputs)
	if (locale === "el") return el_dev_nav_authorised(inputs)
	if (locale === "hr") return hr_dev_nav_authorised(inputs)
	return en_dev_nav_authorised(inputs)
});