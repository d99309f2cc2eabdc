import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_Remove_CodeInputs */

const en_totp_remove_code = /** @type {(inputs: Totp_Remove_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A current code from your app, or a recovery code`)
};

const es_totp_remove_code = /** @type {(inputs: Totp_Remove_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un código actual de tu app o un código de recuperación`)
};

const fr_totp_remove_code = /** @type {(inputs: Totp_Remove_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un code actuel de votre application, ou un code de secours`)
};

const it_totp_remove_code = /** @type {(inputs: Totp_Remove_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un codice attuale dalla tua app o un codice di recupero`)
};

const pt_totp_remove_code = /** @type {(inputs: Totp_Remove_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um código atual da sua aplicação ou um código de recuperação`)
};

const el_totp_remove_code = /** @type {(inputs: Totp_Remove_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έναν τρέχοντα κωδικό από την εφαρμογή σας ή έναν κωδικό ανάκτησης`)
};

const hr_totp_remove_code = /** @type {(inputs: Totp_Remove_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trenutačni kod iz aplikacije ili kod za oporavak`)
};

/**
* | output |
* | --- |
* | "A current code from your app, or a recovery code" |
*
* @param {Totp_Remove_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_remove_code = /** @type {((inputs?: Totp_Remove_CodeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Remove_CodeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_remove_code(inputs)
	if (locale === "fr") return fr_totp_remove_code(inputs)
	if (locale === "it") return it_totp_remove_code(inputs)
	if (locale === "pt") return pt_totp_remove_code(inputs)
	if (locale === "el") return el_totp_remove_code(inputs)
	if (locale === "hr") return hr_totp_remove_code(inputs)
	return en_totp_remove_code(inputs)
});