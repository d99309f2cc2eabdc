import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown>, link: NonNullable<unknown> }} Join_Mail_Confirm_BodyInputs */

const en_join_mail_confirm_body = /** @type {(inputs: Join_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone asked to join catchd at ${i?.url} with this email address.

If it was you, open this link within 24 hours to confirm it:

${i?.link}

If it was not you, ignore this mail: nothing happens without the link.`)
};

const es_join_mail_confirm_body = /** @type {(inputs: Join_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien ha pedido unirse a catchd en ${i?.url} con esta dirección de correo.

Si has sido tú, abre este enlace en las próximas 24 horas para confirmarla:

${i?.link}

Si no has sido tú, ignora este correo: sin el enlace no pasa nada.`)
};

const fr_join_mail_confirm_body = /** @type {(inputs: Join_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un a demandé à rejoindre catchd sur ${i?.url} avec cette adresse e-mail.

Si c’est vous, ouvrez ce lien dans les 24 heures pour la confirmer :

${i?.link}

Si ce n’est pas vous, ignorez ce message : rien ne se passe sans le lien.`)
};

const it_join_mail_confirm_body = /** @type {(inputs: Join_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Qualcuno ha chiesto di entrare in catchd su ${i?.url} con questo indirizzo email.

Se sei stato tu, apri questo link entro 24 ore per confermarlo:

${i?.link}

Se non sei stato tu, ignora questa email: senza il link non succede nulla.`)
};

const pt_join_mail_confirm_body = /** @type {(inputs: Join_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguém pediu para entrar no catchd em ${i?.url} com este endereço de e-mail.

Se foi você, abra este link nas próximas 24 horas para o confirmar:

${i?.link}

Se não foi você, ignore este e-mail: sem o link não acontece nada.`)
};

const el_join_mail_confirm_body = /** @type {(inputs: Join_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κάποιος ζήτησε να γίνει μέλος στο catchd στο ${i?.url} με αυτή τη διεύθυνση email.

Αν ήσασταν εσείς, ανοίξτε αυτόν τον σύνδεσμο μέσα σε 24 ώρες για να την επιβεβαιώσετε:

${i?.link}

Αν δεν ήσασταν εσείς, αγνοήστε αυτό το μήνυμα: χωρίς τον σύνδεσμο δεν γίνεται τίποτα.`)
};

const hr_join_mail_confirm_body = /** @type {(inputs: Join_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Netko se želi pridružiti catchd na ${i?.url} s ovom adresom e-pošte.

Ako ste to bili vi, otvorite ovu poveznicu u roku od 24 sata da je potvrdite:

${i?.link}

Ako to niste bili vi, zanemarite ovu poruku: bez poveznice se ništa ne događa.`)
};

/**
* | output |
* | --- |
* | "Someone asked to join catchd at {url} with this email address. If it was you, open this link within 24 hours to confirm it: {link} If it was not you, ignore ..." |
*
* @param {Join_Mail_Confirm_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_mail_confirm_body = /** @type {((inputs: Join_Mail_Confirm_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Confirm_BodyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_mail_confirm_body(inputs)
	if (locale === "fr") return fr_join_mail_confirm_body(inputs)
	if (locale === "it") return it_join_mail_confirm_body(inputs)
	if (locale === "pt") return pt_join_mail_confirm_body(inputs)
	if (locale === "el") return el_join_mail_confirm_body(inputs)
	if (locale === "hr") return hr_join_mail_confirm_body(inputs)
	return en_join_mail_confirm_body(inputs)
});