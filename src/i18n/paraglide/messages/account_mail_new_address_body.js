import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown>, link: NonNullable<unknown> }} Account_Mail_New_Address_BodyInputs */

const en_account_mail_new_address_body = /** @type {(inputs: Account_Mail_New_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone asked to use this address for their account at catchd at ${i?.url}.

If it was you, open this link within 24 hours to confirm it:

${i?.link}

If it was not you, ignore this mail: nothing changes without the link.`)
};

const es_account_mail_new_address_body = /** @type {(inputs: Account_Mail_New_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien ha pedido usar esta dirección para su cuenta de catchd en ${i?.url}.

Si has sido tú, abre este enlace en las próximas 24 horas para confirmarla:

${i?.link}

Si no has sido tú, ignora este correo: sin el enlace no cambia nada.`)
};

const fr_account_mail_new_address_body = /** @type {(inputs: Account_Mail_New_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un a demandé à utiliser cette adresse pour son compte catchd sur ${i?.url}.

Si c’est vous, ouvrez ce lien dans les 24 heures pour la confirmer :

${i?.link}

Si ce n’est pas vous, ignorez ce message : rien ne change sans le lien.`)
};

const it_account_mail_new_address_body = /** @type {(inputs: Account_Mail_New_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Qualcuno ha chiesto di usare questo indirizzo per il suo account catchd su ${i?.url}.

Se sei stato tu, apri questo link entro 24 ore per confermarlo:

${i?.link}

Se non sei stato tu, ignora questa email: senza il link non cambia nulla.`)
};

const pt_account_mail_new_address_body = /** @type {(inputs: Account_Mail_New_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguém pediu para usar este endereço na sua conta catchd em ${i?.url}.

Se foi você, abra este link nas próximas 24 horas para o confirmar:

${i?.link}

Se não foi você, ignore este e-mail: nada muda sem o link.`)
};

const el_account_mail_new_address_body = /** @type {(inputs: Account_Mail_New_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Κάποιος ζήτησε να χρησιμοποιεί αυτή τη διεύθυνση για τον λογαριασμό του στο catchd στο ${i?.url}.

Αν ήσασταν εσείς, ανοίξτε αυτόν τον σύνδεσμο μέσα σε 24 ώρες για να την επιβεβαιώσετε:

${i?.link}

Αν δεν ήσασταν εσείς, αγνοήστε αυτό το μήνυμα: χωρίς τον σύνδεσμο δεν αλλάζει τίποτα.`)
};

const hr_account_mail_new_address_body = /** @type {(inputs: Account_Mail_New_Address_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Netko je zatražio da se ova adresa koristi za njegov račun na catchd na ${i?.url}.

Ako ste to bili vi, otvorite ovu poveznicu u roku od 24 sata da je potvrdite:

${i?.link}

Ako to niste bili vi, zanemarite ovu poruku: bez poveznice se ništa ne mijenja.`)
};

/**
* | output |
* | --- |
* | "Someone asked to use this address for their account at catchd at {url}. If it was you, open this link within 24 hours to confirm it: {link} If it was not you..." |
*
* @param {Account_Mail_New_Address_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_mail_new_address_body = /** @type {((inputs: Account_Mail_New_Address_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Mail_New_Address_BodyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_mail_new_address_body(inputs)
	if (locale === "fr") return fr_account_mail_new_address_body(inputs)
	if (locale === "it") return it_account_mail_new_address_body(inputs)
	if (locale === "pt") return pt_account_mail_new_address_body(inputs)
	if (locale === "el") return el_account_mail_new_address_body(inputs)
	if (locale === "hr") return hr_account_mail_new_address_body(inputs)
	return en_account_mail_new_address_body(inputs)
});