import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Sign_InInputs */

const en_passkey_sign_in = /** @type {(inputs: Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with a passkey`)
};

const es_passkey_sign_in = /** @type {(inputs: Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar con una llave de acceso`)
};

const fr_passkey_sign_in = /** @type {(inputs: Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter avec une clé d’accès`)
};

const it_passkey_sign_in = /** @type {(inputs: Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accedi con una passkey`)
};

const pt_passkey_sign_in = /** @type {(inputs: Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar com uma chave de acesso`)
};

const el_passkey_sign_in = /** @type {(inputs: Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σύνδεση με κλειδί πρόσβασης`)
};

const hr_passkey_sign_in = /** @type {(inputs: Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijava pristupnim ključem`)
};

/**
* | output |
* | --- |
* | "Sign in with a passkey" |
*
* @param {Passkey_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_sign_in = /** @type {((inputs?: Passkey_Sign_InInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Sign_InInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkey_sign_in(inputs)
	if (locale === "fr") return fr_passkey_sign_in(inputs)
	if (locale === "it") return it_passkey_sign_in(inputs)
	if (locale === "pt") return pt_passkey_sign_in(inputs)
	if (locale === "el") return el_passkey_sign_in(inputs)
	if (locale === "hr") return hr_passkey_sign_in(inputs)
	return en_passkey_sign_in(inputs)
});