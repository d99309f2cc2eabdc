import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Approved_TextInputs */

const en_join_approved_text = /** @type {(inputs: Join_Approved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is ready: sign in with your email and password.`)
};

const es_join_approved_text = /** @type {(inputs: Join_Approved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta está lista: entra con tu correo y tu contraseña.`)
};

const fr_join_approved_text = /** @type {(inputs: Join_Approved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte est prêt : connectez-vous avec votre adresse e-mail et votre mot de passe.`)
};

const it_join_approved_text = /** @type {(inputs: Join_Approved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo account è pronto: accedi con la tua email e la tua password.`)
};

const pt_join_approved_text = /** @type {(inputs: Join_Approved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua conta está pronta: entre com o seu e-mail e a sua senha.`)
};

const el_join_approved_text = /** @type {(inputs: Join_Approved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο λογαριασμός σας είναι έτοιμος: συνδεθείτε με το email και τον κωδικό σας.`)
};

const hr_join_approved_text = /** @type {(inputs: Join_Approved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš je račun spreman: prijavite se e-poštom i lozinkom.`)
};

/**
* | output |
* | --- |
* | "Your account is ready: sign in with your email and password." |
*
* @param {Join_Approved_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_approved_text = /** @type {((inputs?: Join_Approved_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Approved_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_approved_text(inputs)
	if (locale === "fr") return fr_join_approved_text(inputs)
	if (locale === "it") return it_join_approved_text(inputs)
	if (locale === "pt") return pt_join_approved_text(inputs)
	if (locale === "el") return el_join_approved_text(inputs)
	if (locale === "hr") return hr_join_approved_text(inputs)
	return en_join_approved_text(inputs)
});