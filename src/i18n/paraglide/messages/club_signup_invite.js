import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Club_Signup_InviteInputs */

const en_club_signup_invite = /** @type {(inputs: Club_Signup_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By invitation: admins invite people by email`)
};

const es_club_signup_invite = /** @type {(inputs: Club_Signup_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por invitación: los administradores invitan por correo`)
};

const fr_club_signup_invite = /** @type {(inputs: Club_Signup_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur invitation : les administrateurs invitent par e-mail`)
};

const it_club_signup_invite = /** @type {(inputs: Club_Signup_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su invito: gli amministratori invitano via email`)
};

const pt_club_signup_invite = /** @type {(inputs: Club_Signup_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por convite: os administradores convidam por e-mail`)
};

const el_club_signup_invite = /** @type {(inputs: Club_Signup_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Με πρόσκληση: οι διαχειριστές προσκαλούν με email`)
};

const hr_club_signup_invite = /** @type {(inputs: Club_Signup_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pozivnicom: administratori pozivaju e-poštom`)
};

/**
* | output |
* | --- |
* | "By invitation: admins invite people by email" |
*
* @param {Club_Signup_InviteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const club_signup_invite = /** @type {((inputs?: Club_Signup_InviteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Signup_InviteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_club_signup_invite(inputs)
	if (locale === "fr") return fr_club_signup_invite(inputs)
	if (locale === "it") return it_club_signup_invite(inputs)
	if (locale === "pt") return pt_club_signup_invite(inputs)
	if (locale === "el") return el_club_signup_invite(inputs)
	if (locale === "hr") return hr_club_signup_invite(inputs)
	return en_club_signup_invite(inputs)
});