import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Joining_Mail_OnInputs */

const en_people_joining_mail_on = /** @type {(inputs: People_Joining_Mail_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`set up: invitations and address confirmations are mailed.`)
};

const es_people_joining_mail_on = /** @type {(inputs: People_Joining_Mail_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`configurado: las invitaciones y las confirmaciones de dirección se envían por correo.`)
};

const fr_people_joining_mail_on = /** @type {(inputs: People_Joining_Mail_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`configuré : les invitations et les confirmations d’adresse partent par e-mail.`)
};

const it_people_joining_mail_on = /** @type {(inputs: People_Joining_Mail_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`configurata: inviti e conferme di indirizzo vengono inviati via email.`)
};

const pt_people_joining_mail_on = /** @type {(inputs: People_Joining_Mail_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`configurado: os convites e as confirmações de endereço são enviados por e-mail.`)
};

const el_people_joining_mail_on = /** @type {(inputs: People_Joining_Mail_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ρυθμισμένο: οι προσκλήσεις και οι επιβεβαιώσεις διευθύνσεων στέλνονται με email.`)
};

const hr_people_joining_mail_on = /** @type {(inputs: People_Joining_Mail_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`postavljeno: pozivnice i potvrde adresa šalju se e-poštom.`)
};

/**
* | output |
* | --- |
* | "set up: invitations and address confirmations are mailed." |
*
* @param {People_Joining_Mail_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_joining_mail_on = /** @type {((inputs?: People_Joining_Mail_OnInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Mail_OnInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_joining_mail_on(inputs)
	if (locale === "fr") return fr_people_joining_mail_on(inputs)
	if (locale === "it") return it_people_joining_mail_on(inputs)
	if (locale === "pt") return pt_people_joining_mail_on(inputs)
	if (locale === "el") return el_people_joining_mail_on(inputs)
	if (locale === "hr") return hr_people_joining_mail_on(inputs)
	return en_people_joining_mail_on(inputs)
});