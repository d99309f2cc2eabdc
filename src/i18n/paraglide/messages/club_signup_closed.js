import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Club_Signup_ClosedInputs */

const en_club_signup_closed = /** @type {(inputs: Club_Signup_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody joins; admins add people`)
};

const es_club_signup_closed = /** @type {(inputs: Club_Signup_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie se apunta; los administradores añaden a las personas`)
};

const fr_club_signup_closed = /** @type {(inputs: Club_Signup_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune inscription ; les administrateurs ajoutent les membres`)
};

const it_club_signup_closed = /** @type {(inputs: Club_Signup_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuno si iscrive; gli amministratori aggiungono le persone`)
};

const pt_club_signup_closed = /** @type {(inputs: Club_Signup_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguém se inscreve; os administradores adicionam as pessoas`)
};

const el_club_signup_closed = /** @type {(inputs: Club_Signup_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία εγγραφή· οι διαχειριστές προσθέτουν τα μέλη`)
};

const hr_club_signup_closed = /** @type {(inputs: Club_Signup_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nema učlanjivanja; administratori dodaju ljude`)
};

/**
* | output |
* | --- |
* | "Nobody joins; admins add people" |
*
* @param {Club_Signup_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const club_signup_closed = /** @type {((inputs?: Club_Signup_ClosedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Signup_ClosedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_club_signup_closed(inputs)
	if (locale === "fr") return fr_club_signup_closed(inputs)
	if (locale === "it") return it_club_signup_closed(inputs)
	if (locale === "pt") return pt_club_signup_closed(inputs)
	if (locale === "el") return el_club_signup_closed(inputs)
	if (locale === "hr") return hr_club_signup_closed(inputs)
	return en_club_signup_closed(inputs)
});