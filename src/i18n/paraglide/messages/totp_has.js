import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_HasInputs */

const en_totp_has = /** @type {(inputs: Totp_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App or passkey`)
};

const es_totp_has = /** @type {(inputs: Totp_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App o llave de acceso`)
};

const fr_totp_has = /** @type {(inputs: Totp_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application ou clé d’accès`)
};

const it_totp_has = /** @type {(inputs: Totp_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App o passkey`)
};

const pt_totp_has = /** @type {(inputs: Totp_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicação ou chave de acesso`)
};

const el_totp_has = /** @type {(inputs: Totp_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εφαρμογή ή κλειδί πρόσβασης`)
};

const hr_totp_has = /** @type {(inputs: Totp_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplikacija ili pristupni ključ`)
};

/**
* | output |
* | --- |
* | "App or passkey" |
*
* @param {Totp_HasInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_has = /** @type {((inputs?: Totp_HasInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_HasInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_has(inputs)
	if (locale === "fr") return fr_totp_has(inputs)
	if (locale === "it") return it_totp_has(inputs)
	if (locale === "pt") return pt_totp_has(inputs)
	if (locale === "el") return el_totp_has(inputs)
	if (locale === "hr") return hr_totp_has(inputs)
	return en_totp_has(inputs)
});