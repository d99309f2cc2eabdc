import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_HeadingInputs */

const en_totp_heading = /** @type {(inputs: Totp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authenticator app`)
};

const es_totp_heading = /** @type {(inputs: Totp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App de autenticación`)
};

const fr_totp_heading = /** @type {(inputs: Totp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application d’authentification`)
};

const it_totp_heading = /** @type {(inputs: Totp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App di autenticazione`)
};

const pt_totp_heading = /** @type {(inputs: Totp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicação de autenticação`)
};

const el_totp_heading = /** @type {(inputs: Totp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εφαρμογή ελέγχου ταυτότητας`)
};

const hr_totp_heading = /** @type {(inputs: Totp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplikacija za autentifikaciju`)
};

/**
* | output |
* | --- |
* | "Authenticator app" |
*
* @param {Totp_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_heading = /** @type {((inputs?: Totp_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_heading(inputs)
	if (locale === "fr") return fr_totp_heading(inputs)
	if (locale === "it") return it_totp_heading(inputs)
	if (locale === "pt") return pt_totp_heading(inputs)
	if (locale === "el") return el_totp_heading(inputs)
	if (locale === "hr") return hr_totp_heading(inputs)
	return en_totp_heading(inputs)
});