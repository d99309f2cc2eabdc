import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Joining_InviteInputs */

const en_people_joining_invite = /** @type {(inputs: People_Joining_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invite: admins invite people by email (on the people page); the link works once, for seven days.`)
};

const es_people_joining_invite = /** @type {(inputs: People_Joining_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invite: los administradores invitan por correo (en la página de personas); el enlace funciona una vez, durante siete días.`)
};

const fr_people_joining_invite = /** @type {(inputs: People_Joining_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invite : les administrateurs invitent par e-mail (sur la page des personnes) ; le lien fonctionne une fois, pendant sept jours.`)
};

const it_people_joining_invite = /** @type {(inputs: People_Joining_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invite: gli amministratori invitano via email (nella pagina delle persone); il link funziona una volta, per sette giorni.`)
};

const pt_people_joining_invite = /** @type {(inputs: People_Joining_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invite: os administradores convidam por e-mail (na página das pessoas); o link funciona uma vez, durante sete dias.`)
};

const el_people_joining_invite = /** @type {(inputs: People_Joining_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invite: οι διαχειριστές προσκαλούν με email (στη σελίδα ατόμων)· ο σύνδεσμος λειτουργεί μία φορά, για επτά ημέρες.`)
};

const hr_people_joining_invite = /** @type {(inputs: People_Joining_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invite: administratori pozivaju e-poštom (na stranici osoba); poveznica radi jednom, sedam dana.`)
};

/**
* | output |
* | --- |
* | "invite: admins invite people by email (on the people page); the link works once, for seven days." |
*
* @param {People_Joining_InviteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_joining_invite = /** @type {((inputs?: People_Joining_InviteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_InviteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_joining_invite(inputs)
	if (locale === "fr") return fr_people_joining_invite(inputs)
	if (locale === "it") return it_people_joining_invite(inputs)
	if (locale === "pt") return pt_people_joining_invite(inputs)
	if (locale === "el") return el_people_joining_invite(inputs)
	if (locale === "hr") return hr_people_joining_invite(inputs)
	return en_people_joining_invite(inputs)
});