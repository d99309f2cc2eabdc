import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Done_TextInputs */

const en_reset_done_text = /** @type {(inputs: Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every session of your account is signed out. Sign in with the new password.`)
};

const es_reset_done_text = /** @type {(inputs: Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se han cerrado todas las sesiones de tu cuenta. Entra con la contraseña nueva.`)
};

const fr_reset_done_text = /** @type {(inputs: Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les sessions de votre compte sont fermées. Connectez-vous avec le nouveau mot de passe.`)
};

const it_reset_done_text = /** @type {(inputs: Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutte le sessioni del tuo account sono state chiuse. Accedi con la nuova password.`)
};

const pt_reset_done_text = /** @type {(inputs: Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as sessões da sua conta foram terminadas. Entre com a nova senha.`)
};

const el_reset_done_text = /** @type {(inputs: Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλες οι συνδέσεις του λογαριασμού σας έκλεισαν. Συνδεθείτε με τον νέο κωδικό.`)
};

const hr_reset_done_text = /** @type {(inputs: Reset_Done_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sve sesije vašeg računa su odjavljene. Prijavite se novom lozinkom.`)
};

/**
* | output |
* | --- |
* | "Every session of your account is signed out. Sign in with the new password." |
*
* @param {Reset_Done_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_done_text = /** @type {((inputs?: Reset_Done_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Done_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_done_text(inputs)
	if (locale === "fr") return fr_reset_done_text(inputs)
	if (locale === "it") return it_reset_done_text(inputs)
	if (locale === "pt") return pt_reset_done_text(inputs)
	if (locale === "el") return el_reset_done_text(inputs)
	if (locale === "hr") return hr_reset_done_text(inputs)
	return en_reset_done_text(inputs)
});