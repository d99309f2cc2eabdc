import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Mail_Declined_BodyInputs */

const en_dev_mail_declined_body = /** @type {(inputs: Dev_Mail_Declined_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello,

your developer application was declined. You can still use catchd; API keys you created as a developer and your OAuth apps, if any, no longer work.
`)
};

const es_dev_mail_declined_body = /** @type {(inputs: Dev_Mail_Declined_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hola:

tu solicitud de desarrollador fue rechazada. Puedes seguir usando catchd; las claves de API que creaste como desarrollador y tus aplicaciones OAuth, si las tienes, dejan de funcionar.
`)
};

const fr_dev_mail_declined_body = /** @type {(inputs: Dev_Mail_Declined_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonjour,

votre demande d’accès développeur a été refusée. Vous pouvez continuer à utiliser catchd ; les clés d’API créées en tant que développeur et vos applications OAuth éventuelles ne fonctionnent plus.
`)
};

const it_dev_mail_declined_body = /** @type {(inputs: Dev_Mail_Declined_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciao,

la tua richiesta da sviluppatore è stata rifiutata. Puoi continuare a usare catchd; le chiavi API create come sviluppatore e le tue eventuali app OAuth non funzionano più.
`)
};

const pt_dev_mail_declined_body = /** @type {(inputs: Dev_Mail_Declined_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Olá,

seu pedido de desenvolvedor foi recusado. Você continua podendo usar o catchd; as chaves de API criadas como desenvolvedor e as suas aplicações OAuth, se houver, deixam de funcionar.
`)
};

const el_dev_mail_declined_body = /** @type {(inputs: Dev_Mail_Declined_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Γεια σας,

η αίτησή σας για πρόσβαση προγραμματιστή απορρίφθηκε. Μπορείτε να συνεχίσετε να χρησιμοποιείτε το catchd· τα κλειδιά API που δημιουργήσατε ως προγραμματιστής και οι εφαρμογές OAuth σας, αν υπάρχουν, δεν λειτουργούν πια.
`)
};

const hr_dev_mail_declined_body = /** @type {(inputs: Dev_Mail_Declined_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pozdrav,

vaš zahtjev za pristup za programere je odbijen. I dalje možete koristiti catchd; API ključevi koje ste izradili kao programer i vaše OAuth aplikacije, ako ih imate, više ne rade.
`)
};

/**
* | output |
* | --- |
* | "Hello, your developer application was declined. You can still use catchd; API keys you created as a developer and your OAuth apps, if any, no longer work." |
*
* @param {Dev_Mail_Declined_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_mail_declined_body = /** @type {((inputs?: Dev_Mail_Declined_BodyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Declined_BodyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_mail_declined_body(inputs)
	if (locale === "fr") return fr_dev_mail_declined_body(inputs)
	if (locale === "it") return it_dev_mail_declined_body(inputs)
	if (locale === "pt") return pt_dev_mail_declined_body(inputs)
	if (locale === "el") return el_dev_mail_declined_body(inputs)
	if (locale === "hr") return hr_dev_mail_declined_body(inputs)
	return en_dev_mail_declined_body(inputs)
});