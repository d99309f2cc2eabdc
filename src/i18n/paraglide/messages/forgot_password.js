import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgot_PasswordInputs */

const en_forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot your password?`)
};

const es_forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Has olvidado tu contraseña?`)
};

const fr_forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié ?`)
};

const it_forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password dimenticata?`)
};

const pt_forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esqueceu a senha?`)
};

const el_forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ξεχάσατε τον κωδικό σας;`)
};

const hr_forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zaboravili ste lozinku?`)
};

/**
* | output |
* | --- |
* | "Forgot your password?" |
*
* @param {Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const forgot_password = /** @type {((inputs?: Forgot_PasswordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgot_PasswordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_forgot_password(inputs)
	if (locale === "fr") return fr_forgot_password(inputs)
	if (locale === "it") return it_forgot_password(inputs)
	if (locale === "pt") return pt_forgot_password(inputs)
	if (locale === "el") return el_forgot_password(inputs)
	if (locale === "hr") return hr_forgot_password(inputs)
	return en_forgot_password(inputs)
});