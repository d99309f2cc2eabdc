import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Dev_Mail_Approved_BodyInputs */

const en_dev_mail_approved_body = /** @type {(inputs: Dev_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello,

your developer access is approved: you can now create API keys and register OAuth apps.

${i?.link}
`)
};

const es_dev_mail_approved_body = /** @type {(inputs: Dev_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hola:

tu acceso de desarrollador está aprobado: ya puedes crear claves de API y registrar aplicaciones OAuth.

${i?.link}
`)
};

const fr_dev_mail_approved_body = /** @type {(inputs: Dev_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour,

votre accès développeur est approuvé : vous pouvez désormais créer des clés d’API et enregistrer des applications OAuth.

${i?.link}
`)
};

const it_dev_mail_approved_body = /** @type {(inputs: Dev_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ciao,

il tuo accesso da sviluppatore è approvato: ora puoi creare chiavi API e registrare app OAuth.

${i?.link}
`)
};

const pt_dev_mail_approved_body = /** @type {(inputs: Dev_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Olá,

seu acesso de desenvolvedor foi aprovado: agora você pode criar chaves de API e registrar aplicações OAuth.

${i?.link}
`)
};

const el_dev_mail_approved_body = /** @type {(inputs: Dev_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Γεια σας,

η πρόσβασή σας ως προγραμματιστή εγκρίθηκε: μπορείτε πλέον να δημιουργείτε κλειδιά API και να καταχωρίζετε εφαρμογές OAuth.

${i?.link}
`)
};

const hr_dev_mail_approved_body = /** @type {(inputs: Dev_Mail_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pozdrav,

vaš pristup za programere je odobren: sada možete izrađivati API ključeve i registrirati OAuth aplikacije.

${i?.link}
`)
};

/**
* | output |
* | --- |
* | "Hello, your developer access is approved: you can now create API keys and register OAuth apps. {link}" |
*
* @param {Dev_Mail_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_mail_approved_body = /** @type {((inputs: Dev_Mail_Approved_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Approved_BodyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_mail_approved_body(inputs)
	if (locale === "fr") return fr_dev_mail_approved_body(inputs)
	if (locale === "it") return it_dev_mail_approved_body(inputs)
	if (locale === "pt") return pt_dev_mail_approved_body(inputs)
	if (locale === "el") return el_dev_mail_approved_body(inputs)
	if (locale === "hr") return hr_dev_mail_approved_body(inputs)
	return en_dev_mail_approved_body(inputs)
});