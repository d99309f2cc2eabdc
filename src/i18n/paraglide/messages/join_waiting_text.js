import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Waiting_TextInputs */

const en_join_waiting_text = /** @type {(inputs: Join_Waiting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sign-up is waiting for an administrator’s decision. Once it is approved, sign in with your email and password.`)
};

const es_join_waiting_text = /** @type {(inputs: Join_Waiting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud espera la decisión de un administrador. Cuando la aprueben, entra con tu correo y tu contraseña.`)
};

const fr_join_waiting_text = /** @type {(inputs: Join_Waiting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre inscription attend la décision d’un administrateur. Une fois validée, connectez-vous avec votre adresse e-mail et votre mot de passe.`)
};

const it_join_waiting_text = /** @type {(inputs: Join_Waiting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua iscrizione aspetta la decisione di un amministratore. Una volta approvata, accedi con la tua email e la tua password.`)
};

const pt_join_waiting_text = /** @type {(inputs: Join_Waiting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu pedido aguarda a decisão de um administrador. Depois de aprovado, entre com o seu e-mail e a sua senha.`)
};

const el_join_waiting_text = /** @type {(inputs: Join_Waiting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εγγραφή σας περιμένει την απόφαση ενός διαχειριστή. Μόλις εγκριθεί, συνδεθείτε με το email και τον κωδικό σας.`)
};

const hr_join_waiting_text = /** @type {(inputs: Join_Waiting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaša registracija čeka odluku administratora. Kad bude odobrena, prijavite se e-poštom i lozinkom.`)
};

/**
* | output |
* | --- |
* | "Your sign-up is waiting for an administrator’s decision. Once it is approved, sign in with your email and password." |
*
* @param {Join_Waiting_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_waiting_text = /** @type {((inputs?: Join_Waiting_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Waiting_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_waiting_text(inputs)
	if (locale === "fr") return fr_join_waiting_text(inputs)
	if (locale === "it") return it_join_waiting_text(inputs)
	if (locale === "pt") return pt_join_waiting_text(inputs)
	if (locale === "el") return el_join_waiting_text(inputs)
	if (locale === "hr") return hr_join_waiting_text(inputs)
	return en_join_waiting_text(inputs)
});