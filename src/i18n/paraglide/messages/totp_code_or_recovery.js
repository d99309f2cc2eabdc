import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_Code_Or_RecoveryInputs */

const en_totp_code_or_recovery = /** @type {(inputs: Totp_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from your authenticator app, or a recovery code`)
};

const es_totp_code_or_recovery = /** @type {(inputs: Totp_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de tu app de autenticación o un código de recuperación`)
};

const fr_totp_code_or_recovery = /** @type {(inputs: Totp_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de votre application d’authentification, ou un code de secours`)
};

const it_totp_code_or_recovery = /** @type {(inputs: Totp_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice dalla tua app di autenticazione o un codice di recupero`)
};

const pt_totp_code_or_recovery = /** @type {(inputs: Totp_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código da sua aplicação de autenticação ou um código de recuperação`)
};

const el_totp_code_or_recovery = /** @type {(inputs: Totp_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κωδικός από την εφαρμογή ελέγχου ταυτότητας ή κωδικός ανάκτησης`)
};

const hr_totp_code_or_recovery = /** @type {(inputs: Totp_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kod iz aplikacije za autentifikaciju ili kod za oporavak`)
};

/**
* | output |
* | --- |
* | "Code from your authenticator app, or a recovery code" |
*
* @param {Totp_Code_Or_RecoveryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_code_or_recovery = /** @type {((inputs?: Totp_Code_Or_RecoveryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Code_Or_RecoveryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_code_or_recovery(inputs)
	if (locale === "fr") return fr_totp_code_or_recovery(inputs)
	if (locale === "it") return it_totp_code_or_recovery(inputs)
	if (locale === "pt") return pt_totp_code_or_recovery(inputs)
	if (locale === "el") return el_totp_code_or_recovery(inputs)
	if (locale === "hr") return hr_totp_code_or_recovery(inputs)
	return en_totp_code_or_recovery(inputs)
});