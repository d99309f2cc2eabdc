import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_OnInputs */

const en_totp_on = /** @type {(inputs: Totp_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in with your password or another account (GitHub, Google, single sign-on) also asks for a code from your app.`)
};

const es_totp_on = /** @type {(inputs: Totp_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al entrar con tu contraseña o con otra cuenta (GitHub, Google, inicio de sesión único) también se te pide un código de tu app.`)
};

const fr_totp_on = /** @type {(inputs: Totp_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion par mot de passe ou par un autre compte (GitHub, Google, authentification unique) demande aussi un code de votre application.`)
};

const it_totp_on = /** @type {(inputs: Totp_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quando accedi con la password o con un altro account (GitHub, Google, single sign-on) ti chiediamo anche un codice dalla tua app.`)
};

const pt_totp_on = /** @type {(inputs: Totp_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ao entrar com a senha ou com outra conta (GitHub, Google, início de sessão único) também é pedido um código da sua aplicação.`)
};

const el_totp_on = /** @type {(inputs: Totp_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η σύνδεση με κωδικό ή με άλλον λογαριασμό (GitHub, Google, ενιαία σύνδεση) ζητά επίσης έναν κωδικό από την εφαρμογή σας.`)
};

const hr_totp_on = /** @type {(inputs: Totp_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijava lozinkom ili drugim računom (GitHub, Google, jedinstvena prijava) traži i kod iz vaše aplikacije.`)
};

/**
* | output |
* | --- |
* | "Signing in with your password or another account (GitHub, Google, single sign-on) also asks for a code from your app." |
*
* @param {Totp_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_on = /** @type {((inputs?: Totp_OnInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_OnInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_on(inputs)
	if (locale === "fr") return fr_totp_on(inputs)
	if (locale === "it") return it_totp_on(inputs)
	if (locale === "pt") return pt_totp_on(inputs)
	if (locale === "el") return el_totp_on(inputs)
	if (locale === "hr") return hr_totp_on(inputs)
	return en_totp_on(inputs)
});