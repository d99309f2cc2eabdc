import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_OffInputs */

const en_totp_off = /** @type {(inputs: Totp_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for a code from an app on your phone as well as your password when you sign in.`)
};

const es_totp_off = /** @type {(inputs: Totp_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pide, además de la contraseña, un código de una app del móvil al entrar.`)
};

const fr_totp_off = /** @type {(inputs: Totp_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandez, en plus du mot de passe, un code d’une application de votre téléphone à la connexion.`)
};

const it_totp_off = /** @type {(inputs: Totp_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiedi, oltre alla password, un codice da un’app sul telefono quando accedi.`)
};

const pt_totp_off = /** @type {(inputs: Totp_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ao entrar, peça um código de uma aplicação no seu telefone, além da senha.`)
};

const el_totp_off = /** @type {(inputs: Totp_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζητήστε, εκτός από τον κωδικό, και έναν κωδικό από μια εφαρμογή στο κινητό σας κατά τη σύνδεση.`)
};

const hr_totp_off = /** @type {(inputs: Totp_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pri prijavi uz lozinku tražite i kod iz aplikacije na mobitelu.`)
};

/**
* | output |
* | --- |
* | "Ask for a code from an app on your phone as well as your password when you sign in." |
*
* @param {Totp_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_off = /** @type {((inputs?: Totp_OffInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_OffInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_off(inputs)
	if (locale === "fr") return fr_totp_off(inputs)
	if (locale === "it") return it_totp_off(inputs)
	if (locale === "pt") return pt_totp_off(inputs)
	if (locale === "el") return el_totp_off(inputs)
	if (locale === "hr") return hr_totp_off(inputs)
	return en_totp_off(inputs)
});