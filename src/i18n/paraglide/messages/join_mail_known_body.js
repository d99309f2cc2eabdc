import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown>, why: NonNullable<unknown>, link: NonNullable<unknown> }} Join_Mail_Known_BodyInputs */

const en_join_mail_known_body = /** @type {(inputs: Join_Mail_Known_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone tried to sign up to catchd at ${i?.url} with this email address.

${i?.why}

${i?.link}

If it was not you, ignore this mail: nothing changed.`)
};

const es_join_mail_known_body = /** @type {(inputs: Join_Mail_Known_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien ha intentado registrarse en catchd en ${i?.url} con esta dirección de correo.

${i?.why}

${i?.link}

Si no has sido tú, ignora este correo: no ha cambiado nada.`)
};

const fr_join_mail_known_body = /** @type {(inputs: Join_Mail_Known_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un a tenté de s’inscrire sur catchd, à ${i?.url}, avec cette adresse e-mail.

${i?.why}

${i?.link}

Si ce n’est pas vous, ignorez ce message : rien n’a changé.`)
};

const it_join_mail_known_body = /** @type {(inputs: Join_Mail_Known_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Qualcuno ha provato a iscriversi a catchd su ${i?.url} con questo indirizzo email.

${i?.why}

${i?.link}

Se non sei stato tu, ignora questa email: non è cambiato nulla.`)
};

const pt_join_mail_known_body = /** @type {(inputs: Join_Mail_Known_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguém tentou criar uma conta no catchd em ${i?.url} com este endereço de e-mail.

${i?.why}

${i?.link}

Se não foi você, ignore este e-mail: nada mudou.`)
};

const el_join_mail_known_body = /** @type {(inputs: Join_Mail_Known_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κάποιος προσπάθησε να εγγραφεί στο catchd στο ${i?.url} με αυτή τη διεύθυνση email.

${i?.why}

${i?.link}

Αν δεν ήσασταν εσείς, αγνοήστε αυτό το μήνυμα: δεν άλλαξε τίποτα.`)
};

const hr_join_mail_known_body = /** @type {(inputs: Join_Mail_Known_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Netko se pokušao registrirati na catchd na ${i?.url} s ovom adresom e-pošte.

${i?.why}

${i?.link}

Ako to niste bili vi, zanemarite ovu poruku: ništa se nije promijenilo.`)
};

/**
* | output |
* | --- |
* | "Someone tried to sign up to catchd at {url} with this email address. {why} {link} If it was not you, ignore this mail: nothing changed." |
*
* @param {Join_Mail_Known_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_mail_known_body = /** @type {((inputs: Join_Mail_Known_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Known_BodyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_mail_known_body(inputs)
	if (locale === "fr") return fr_join_mail_known_body(inputs)
	if (locale === "it") return it_join_mail_known_body(inputs)
	if (locale === "pt") return pt_join_mail_known_body(inputs)
	if (locale === "el") return el_join_mail_known_body(inputs)
	if (locale === "hr") return hr_join_mail_known_body(inputs)
	return en_join_mail_known_body(inputs)
});