import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Club_Signup_ApprovalInputs */

const en_club_signup_approval = /** @type {(inputs: Club_Signup_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone asks to join; an admin approves`)
};

const es_club_signup_approval = /** @type {(inputs: Club_Signup_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera lo solicita; un administrador aprueba`)
};

const fr_club_signup_approval = /** @type {(inputs: Club_Signup_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chacun peut demander ; un administrateur approuve`)
};

const it_club_signup_approval = /** @type {(inputs: Club_Signup_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiunque chiede di entrare; un amministratore approva`)
};

const pt_club_signup_approval = /** @type {(inputs: Club_Signup_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualquer pessoa pede para entrar; um administrador aprova`)
};

const el_club_signup_approval = /** @type {(inputs: Club_Signup_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όποιος θέλει κάνει αίτηση· ένας διαχειριστής εγκρίνει`)
};

const hr_club_signup_approval = /** @type {(inputs: Club_Signup_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Svatko može zatražiti; administrator odobrava`)
};

/**
* | output |
* | --- |
* | "Anyone asks to join; an admin approves" |
*
* @param {Club_Signup_ApprovalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const club_signup_approval = /** @type {((inputs?: Club_Signup_ApprovalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Signup_ApprovalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_club_signup_approval(inputs)
	if (locale === "fr") return fr_club_signup_approval(inputs)
	if (locale === "it") return it_club_signup_approval(inputs)
	if (locale === "pt") return pt_club_signup_approval(inputs)
	if (locale === "el") return el_club_signup_approval(inputs)
	if (locale === "hr") return hr_club_signup_approval(inputs)
	return en_club_signup_approval(inputs)
});