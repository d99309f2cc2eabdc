import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Dev_Mail_Confirm_BodyInputs */

const en_dev_mail_confirm_body = /** @type {(inputs: Dev_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello,

someone applied for developer access on catchd with this address. To confirm it, open:

${i?.link}

If it was not you, ignore this mail: nothing happens without the confirmation.
`)
};

const es_dev_mail_confirm_body = /** @type {(inputs: Dev_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hola:

alguien ha solicitado acceso de desarrollador en catchd con esta dirección. Para confirmarla, abre:

${i?.link}

Si no has sido tú, ignora este correo: sin la confirmación no pasa nada.
`)
};

const fr_dev_mail_confirm_body = /** @type {(inputs: Dev_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour,

quelqu’un a demandé un accès développeur à catchd avec cette adresse. Pour la confirmer, ouvrez :

${i?.link}

Si ce n’était pas vous, ignorez ce message : rien ne se passe sans confirmation.
`)
};

const it_dev_mail_confirm_body = /** @type {(inputs: Dev_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ciao,

qualcuno ha chiesto l’accesso da sviluppatore a catchd con questo indirizzo. Per confermarlo, apri:

${i?.link}

Se non sei stato tu, ignora questa email: senza conferma non succede nulla.
`)
};

const pt_dev_mail_confirm_body = /** @type {(inputs: Dev_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Olá,

alguém pediu acesso de desenvolvedor no catchd com este endereço. Para o confirmar, abra:

${i?.link}

Se não foi você, ignore este e-mail: sem a confirmação nada acontece.
`)
};

const el_dev_mail_confirm_body = /** @type {(inputs: Dev_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Γεια σας,

κάποιος έκανε αίτηση για πρόσβαση προγραμματιστή στο catchd με αυτή τη διεύθυνση. Για να την επιβεβαιώσετε, ανοίξτε:

${i?.link}

Αν δεν ήσασταν εσείς, αγνοήστε αυτό το μήνυμα: χωρίς επιβεβαίωση δεν γίνεται τίποτα.
`)
};

const hr_dev_mail_confirm_body = /** @type {(inputs: Dev_Mail_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pozdrav,

netko je s ovom adresom zatražio pristup za programere na catchd. Da biste je potvrdili, otvorite:

${i?.link}

Ako to niste bili vi, zanemarite ovu poruku: bez potvrde se ništa ne događa.
`)
};

/**
* | output |
* | --- |
* | "Hello, someone applied for developer access on catchd with this address. To confirm it, open: {link} If it was not you, ignore this mail: nothing happens wit..." |
*
* @param {Dev_Mail_Confirm_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_mail_confirm_body = /** @type {((inputs: Dev_Mail_Confirm_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Confirm_BodyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_mail_confirm_body(inputs)
	if (locale === "fr") return fr_dev_mail_confirm_body(inputs)
	if (locale === "it") return it_dev_mail_confirm_body(inputs)
	if (locale === "pt") return pt_dev_mail_confirm_body(inputs)
	if (locale === "el") return el_dev_mail_confirm_body(inputs)
	if (locale === "hr") return hr_dev_mail_confirm_body(inputs)
	return en_dev_mail_confirm_body(inputs)
});