import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Mail_Known_AccountInputs */

const en_join_mail_known_account = /** @type {(inputs: Join_Mail_Known_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address already has an account there. If it was you, sign in instead (if you forgot your password, the sign-in page helps):`)
};

const es_join_mail_known_account = /** @type {(inputs: Join_Mail_Known_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta dirección ya tiene una cuenta allí. Si has sido tú, entra directamente (si has olvidado la contraseña, la página de entrada te ayuda):`)
};

const fr_join_mail_known_account = /** @type {(inputs: Join_Mail_Known_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse a déjà un compte là-bas. Si c’est vous, connectez-vous plutôt (si vous avez oublié votre mot de passe, la page de connexion vous aide) :`)
};

const it_join_mail_known_account = /** @type {(inputs: Join_Mail_Known_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo indirizzo ha già un account lì. Se sei stato tu, accedi invece (se hai dimenticato la password, la pagina di accesso ti aiuta):`)
};

const pt_join_mail_known_account = /** @type {(inputs: Join_Mail_Known_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este endereço já tem uma conta lá. Se foi você, entre em vez disso (se esqueceu a senha, a página de entrada ajuda):`)
};

const el_join_mail_known_account = /** @type {(inputs: Join_Mail_Known_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτή η διεύθυνση έχει ήδη λογαριασμό εκεί. Αν ήσασταν εσείς, συνδεθείτε καλύτερα (αν ξεχάσατε τον κωδικό, η σελίδα σύνδεσης βοηθά):`)
};

const hr_join_mail_known_account = /** @type {(inputs: Join_Mail_Known_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ova adresa ondje već ima račun. Ako ste to bili vi, radije se prijavite (ako ste zaboravili lozinku, stranica za prijavu pomaže):`)
};

/**
* | output |
* | --- |
* | "This address already has an account there. If it was you, sign in instead (if you forgot your password, the sign-in page helps):" |
*
* @param {Join_Mail_Known_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_mail_known_account = /** @type {((inputs?: Join_Mail_Known_AccountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Known_AccountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_mail_known_account(inputs)
	if (locale === "fr") return fr_join_mail_known_account(inputs)
	if (locale === "it") return it_join_mail_known_account(inputs)
	if (locale === "pt") return pt_join_mail_known_account(inputs)
	if (locale === "el") return el_join_mail_known_account(inputs)
	if (locale === "hr") return hr_join_mail_known_account(inputs)
	return en_join_mail_known_account(inputs)
});