import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown>, link: NonNullable<unknown> }} Account_Mail_Old_Address_BodyInputs */

const en_account_mail_old_address_body = /** @type {(inputs: Account_Mail_Old_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone signed in to your account at catchd at ${i?.url} asked to change its email address.

This address stays until the new one is confirmed by the link mailed to it. If it was not you, sign in, change your password (that signs out everyone else) and put your address back:

${i?.link}`)
};

const es_account_mail_old_address_body = /** @type {(inputs: Account_Mail_Old_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien con la sesión abierta en tu cuenta de catchd en ${i?.url} ha pedido cambiar su correo.

Esta dirección se mantiene hasta que la nueva se confirme con el enlace que se le ha enviado. Si no has sido tú, entra, cambia tu contraseña (eso cierra las demás sesiones) y vuelve a poner tu dirección:

${i?.link}`)
};

const fr_account_mail_old_address_body = /** @type {(inputs: Account_Mail_Old_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un connecté à votre compte catchd sur ${i?.url} a demandé à changer son adresse e-mail.

Cette adresse reste valable tant que la nouvelle n’est pas confirmée par le lien qui lui a été envoyé. Si ce n’est pas vous, connectez-vous, changez votre mot de passe (cela déconnecte tous les autres) et remettez votre adresse :

${i?.link}`)
};

const it_account_mail_old_address_body = /** @type {(inputs: Account_Mail_Old_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Qualcuno collegato al tuo account catchd su ${i?.url} ha chiesto di cambiarne l’indirizzo email.

Questo indirizzo resta valido finché il nuovo non viene confermato con il link che gli è stato inviato. Se non sei stato tu, accedi, cambia la password (così escono tutti gli altri) e rimetti il tuo indirizzo:

${i?.link}`)
};

const pt_account_mail_old_address_body = /** @type {(inputs: Account_Mail_Old_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguém com sessão iniciada na sua conta catchd em ${i?.url} pediu para alterar o e-mail.

Este endereço mantém-se até o novo ser confirmado pelo link que lhe foi enviado. Se não foi você, entre, altere a sua senha (isso termina as sessões de todos os outros) e volte a pôr o seu endereço:

${i?.link}`)
};

const el_account_mail_old_address_body = /** @type {(inputs: Account_Mail_Old_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κάποιος συνδεδεμένος στον λογαριασμό σας στο catchd στο ${i?.url} ζήτησε να αλλάξει τη διεύθυνση email του.

Αυτή η διεύθυνση ισχύει μέχρι να επιβεβαιωθεί η νέα με τον σύνδεσμο που της στάλθηκε. Αν δεν ήσασταν εσείς, συνδεθείτε, αλλάξτε τον κωδικό σας (έτσι αποσυνδέονται όλοι οι άλλοι) και επαναφέρετε τη διεύθυνσή σας:

${i?.link}`)
};

const hr_account_mail_old_address_body = /** @type {(inputs: Account_Mail_Old_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Netko prijavljen u vaš račun na catchd na ${i?.url} zatražio je promjenu adrese e-pošte.

Ova adresa ostaje dok se nova ne potvrdi poveznicom koja joj je poslana. Ako to niste bili vi, prijavite se, promijenite lozinku (time se odjavljuju svi ostali) i vratite svoju adresu:

${i?.link}`)
};

/**
* | output |
* | --- |
* | "Someone signed in to your account at catchd at {url} asked to change its email address. This address stays until the new one is confirmed by the link mailed ..." |
*
* @param {Account_Mail_Old_Address_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_mail_old_address_body = /** @type {((inputs: Account_Mail_Old_Address_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Mail_Old_Address_BodyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_mail_old_address_body(inputs)
	if (locale === "fr") return fr_account_mail_old_address_body(inputs)
	if (locale === "it") return it_account_mail_old_address_body(inputs)
	if (locale === "pt") return pt_account_mail_old_address_body(inputs)
	if (locale === "el") return el_account_mail_old_address_body(inputs)
	if (locale === "hr") return hr_account_mail_old_address_body(inputs)
	return en_account_mail_old_address_body(inputs)
});