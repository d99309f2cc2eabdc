import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_Password_RightInputs */

const en_totp_password_right = /** @type {(inputs: Totp_Password_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password is right. To finish signing in, use the passkey you added to your account.`)
};

const es_totp_password_right = /** @type {(inputs: Totp_Password_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña es correcta. Para terminar de entrar, usa la llave de acceso que añadiste a tu cuenta.`)
};

const fr_totp_password_right = /** @type {(inputs: Totp_Password_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe est correct. Pour terminer la connexion, utilisez la clé d’accès ajoutée à votre compte.`)
};

const it_totp_password_right = /** @type {(inputs: Totp_Password_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La password è corretta. Per completare l’accesso, usa la passkey che hai aggiunto al tuo account.`)
};

const pt_totp_password_right = /** @type {(inputs: Totp_Password_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A senha está certa. Para concluir a entrada, use a chave de acesso que adicionou à sua conta.`)
};

const el_totp_password_right = /** @type {(inputs: Totp_Password_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο κωδικός είναι σωστός. Για να ολοκληρωθεί η σύνδεση, χρησιμοποιήστε το κλειδί πρόσβασης που προσθέσατε στον λογαριασμό σας.`)
};

const hr_totp_password_right = /** @type {(inputs: Totp_Password_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lozinka je točna. Za dovršetak prijave upotrijebite pristupni ključ koji ste dodali računu.`)
};

/**
* | output |
* | --- |
* | "Your password is right. To finish signing in, use the passkey you added to your account." |
*
* @param {Totp_Password_RightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_password_right = /** @type {((inputs?: Totp_Password_RightInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Password_RightInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_password_right(inputs)
	if (locale === "fr") return fr_totp_password_right(inputs)
	if (locale === "it") return it_totp_password_right(inputs)
	if (locale === "pt") return pt_totp_password_right(inputs)
	if (locale === "el") return el_totp_password_right(inputs)
	if (locale === "hr") return hr_totp_password_right(inputs)
	return en_totp_password_right(inputs)
});