import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_No_MailInputs */

const en_reset_no_mail = /** @type {(inputs: Reset_No_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This club does not send mail, so passwords cannot be reset by mail here. Ask an administrator to set a new one.`)
};

const es_reset_no_mail = /** @type {(inputs: Reset_No_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este club no envía correos, así que aquí no se puede restablecer la contraseña por correo. Pide a un administrador que te ponga una nueva.`)
};

const fr_reset_no_mail = /** @type {(inputs: Reset_No_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce club n’envoie pas d’e-mails : le mot de passe ne peut donc pas être réinitialisé par e-mail ici. Demandez à un administrateur d’en définir un nouveau.`)
};

const it_reset_no_mail = /** @type {(inputs: Reset_No_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo club non invia email, quindi qui la password non si può reimpostare via email. Chiedi a un amministratore di impostarne una nuova.`)
};

const pt_reset_no_mail = /** @type {(inputs: Reset_No_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este clube não envia e-mails, por isso aqui não é possível redefinir a senha por e-mail. Peça a um administrador que defina uma nova.`)
};

const el_reset_no_mail = /** @type {(inputs: Reset_No_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτός ο σύλλογος δεν στέλνει email, οπότε εδώ ο κωδικός δεν επαναφέρεται μέσω email. Ζητήστε από έναν διαχειριστή να ορίσει νέο.`)
};

const hr_reset_no_mail = /** @type {(inputs: Reset_No_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ovaj klub ne šalje e-poštu pa se lozinka ovdje ne može ponovno postaviti e-poštom. Zamolite administratora da postavi novu.`)
};

/**
* | output |
* | --- |
* | "This club does not send mail, so passwords cannot be reset by mail here. Ask an administrator to set a new one." |
*
* @param {Reset_No_MailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_no_mail = /** @type {((inputs?: Reset_No_MailInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_No_MailInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_no_mail(inputs)
	if (locale === "fr") return fr_reset_no_mail(inputs)
	if (locale === "it") return it_reset_no_mail(inputs)
	if (locale === "pt") return pt_reset_no_mail(inputs)
	if (locale === "el") return el_reset_no_mail(inputs)
	if (locale === "hr") return hr_reset_no_mail(inputs)
	return en_reset_no_mail(inputs)
});