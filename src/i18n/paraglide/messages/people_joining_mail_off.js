import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Joining_Mail_OffInputs */

const en_people_joining_mail_off = /** @type {(inputs: People_Joining_Mail_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not set up: invitation links are shown to copy, and sign-ups are not confirmed by mail.`)
};

const es_people_joining_mail_off = /** @type {(inputs: People_Joining_Mail_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin configurar: los enlaces de invitación se muestran para copiarlos, y los registros no se confirman por correo.`)
};

const fr_people_joining_mail_off = /** @type {(inputs: People_Joining_Mail_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non configuré : les liens d’invitation s’affichent pour être copiés, et les inscriptions ne sont pas confirmées par e-mail.`)
};

const it_people_joining_mail_off = /** @type {(inputs: People_Joining_Mail_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non configurata: i link di invito vengono mostrati da copiare e le iscrizioni non si confermano via email.`)
};

const pt_people_joining_mail_off = /** @type {(inputs: People_Joining_Mail_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não configurado: os links de convite são mostrados para copiar, e os registos não são confirmados por e-mail.`)
};

const el_people_joining_mail_off = /** @type {(inputs: People_Joining_Mail_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`μη ρυθμισμένο: οι σύνδεσμοι πρόσκλησης εμφανίζονται για αντιγραφή και οι εγγραφές δεν επιβεβαιώνονται με email.`)
};

const hr_people_joining_mail_off = /** @type {(inputs: People_Joining_Mail_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nije postavljeno: poveznice pozivnica prikazuju se za kopiranje, a registracije se ne potvrđuju e-poštom.`)
};

/**
* | output |
* | --- |
* | "not set up: invitation links are shown to copy, and sign-ups are not confirmed by mail." |
*
* @param {People_Joining_Mail_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_joining_mail_off = /** @type {((inputs?: People_Joining_Mail_OffInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Mail_OffInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_joining_mail_off(inputs)
	if (locale === "fr") return fr_people_joining_mail_off(inputs)
	if (locale === "it") return it_people_joining_mail_off(inputs)
	if (locale === "pt") return pt_people_joining_mail_off(inputs)
	if (locale === "el") return el_people_joining_mail_off(inputs)
	if (locale === "hr") return hr_people_joining_mail_off(inputs)
	return en_people_joining_mail_off(inputs)
});