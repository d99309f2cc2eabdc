import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Club_Signup_OpenInputs */

const en_club_signup_open = /** @type {(inputs: Club_Signup_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone joins as a diver`)
};

const es_club_signup_open = /** @type {(inputs: Club_Signup_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera entra como pescador`)
};

const fr_club_signup_open = /** @type {(inputs: Club_Signup_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chacun s’inscrit comme chasseur`)
};

const it_club_signup_open = /** @type {(inputs: Club_Signup_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiunque entra come pescatore`)
};

const pt_club_signup_open = /** @type {(inputs: Club_Signup_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualquer pessoa entra como pescador`)
};

const el_club_signup_open = /** @type {(inputs: Club_Signup_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όποιος θέλει γίνεται μέλος ως ψαροντουφεκάς`)
};

const hr_club_signup_open = /** @type {(inputs: Club_Signup_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Svatko se pridružuje kao ronilac`)
};

/**
* | output |
* | --- |
* | "Anyone joins as a diver" |
*
* @param {Club_Signup_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const club_signup_open = /** @type {((inputs?: Club_Signup_OpenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Signup_OpenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_club_signup_open(inputs)
	if (locale === "fr") return fr_club_signup_open(inputs)
	if (locale === "it") return it_club_signup_open(inputs)
	if (locale === "pt") return pt_club_signup_open(inputs)
	if (locale === "el") return el_club_signup_open(inputs)
	if (locale === "hr") return hr_club_signup_open(inputs)
	return en_club_signup_open(inputs)
});