import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown>, link: NonNullable<unknown> }} Reset_Mail_BodyInputs */

const en_reset_mail_body = /** @type {(inputs: Reset_Mail_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone asked to set a new password for this address's account at catchd at ${i?.url}.

If it was you, open this link within an hour. It works once:

${i?.link}

If it was not you, ignore this mail: your password stays as it is.`)
};

const es_reset_mail_body = /** @type {(inputs: Reset_Mail_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien ha pedido poner una contraseña nueva en la cuenta de esta dirección en catchd, en ${i?.url}.

Si has sido tú, abre este enlace antes de una hora. Solo funciona una vez:

${i?.link}

Si no has sido tú, ignora este correo: tu contraseña no cambia.`)
};

const fr_reset_mail_body = /** @type {(inputs: Reset_Mail_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un a demandé un nouveau mot de passe pour le compte de cette adresse sur catchd, à ${i?.url}.

Si c’est vous, ouvrez ce lien dans l’heure. Il ne fonctionne qu’une fois :

${i?.link}

Si ce n’est pas vous, ignorez ce message : votre mot de passe reste le même.`)
};

const it_reset_mail_body = /** @type {(inputs: Reset_Mail_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Qualcuno ha chiesto di impostare una nuova password per l’account di questo indirizzo su catchd, su ${i?.url}.

Se sei stato tu, apri questo link entro un’ora. Funziona una sola volta:

${i?.link}

Se non sei stato tu, ignora questa email: la tua password resta quella di prima.`)
};

const pt_reset_mail_body = /** @type {(inputs: Reset_Mail_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguém pediu para definir uma nova senha na conta deste endereço no catchd, em ${i?.url}.

Se foi você, abra este link dentro de uma hora. Só funciona uma vez:

${i?.link}

Se não foi você, ignore este e-mail: a sua senha continua igual.`)
};

const el_reset_mail_body = /** @type {(inputs: Reset_Mail_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κάποιος ζήτησε νέο κωδικό για τον λογαριασμό αυτής της διεύθυνσης στο catchd, στο ${i?.url}.

Αν ήσασταν εσείς, ανοίξτε αυτόν τον σύνδεσμο μέσα σε μία ώρα. Λειτουργεί μόνο μία φορά:

${i?.link}

Αν δεν ήσασταν εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός σας μένει ίδιος.`)
};

const hr_reset_mail_body = /** @type {(inputs: Reset_Mail_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Netko je zatražio novu lozinku za račun s ovom adresom na catchd, na ${i?.url}.

Ako ste to bili vi, otvorite ovu poveznicu u roku od sat vremena. Radi samo jednom:

${i?.link}

Ako to niste bili vi, zanemarite ovu poruku: lozinka vam ostaje ista.`)
};

/**
* | output |
* | --- |
* | "Someone asked to set a new password for this address's account at catchd at {url}. If it was you, open this link within an hour. It works once: {link} If it ..." |
*
* @param {Reset_Mail_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_mail_body = /** @type {((inputs: Reset_Mail_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Mail_BodyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_mail_body(inputs)
	if (locale === "fr") return fr_reset_mail_body(inputs)
	if (locale === "it") return it_reset_mail_body(inputs)
	if (locale === "pt") return pt_reset_mail_body(inputs)
	if (locale === "el") return el_reset_mail_body(inputs)
	if (locale === "hr") return hr_reset_mail_body(inputs)
	return en_reset_mail_body(inputs)
});