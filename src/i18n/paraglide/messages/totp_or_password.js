import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_Or_PasswordInputs */

const en_totp_or_password = /** @type {(inputs: Totp_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or your password`)
};

const es_totp_or_password = /** @type {(inputs: Totp_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O tu contraseña`)
};

const fr_totp_or_password = /** @type {(inputs: Totp_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou votre mot de passe`)
};

const it_totp_or_password = /** @type {(inputs: Totp_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oppure la tua password`)
};

const pt_totp_or_password = /** @type {(inputs: Totp_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou a sua senha`)
};

const el_totp_or_password = /** @type {(inputs: Totp_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ή τον κωδικό σας`)
};

const hr_totp_or_password = /** @type {(inputs: Totp_Or_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ili vaša lozinka`)
};

/**
* | output |
* | --- |
* | "Or your password" |
*
* @param {Totp_Or_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_or_password = /** @type {((inputs?: Totp_Or_PasswordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Or_PasswordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_or_password(inputs)
	if (locale === "fr") return fr_totp_or_password(inputs)
	if (locale === "it") return it_totp_or_password(inputs)
	if (locale === "pt") return pt_totp_or_password(inputs)
	if (locale === "el") return el_totp_or_password(inputs)
	if (locale === "hr") return hr_totp_or_password(inputs)
	return en_totp_or_password(inputs)
});