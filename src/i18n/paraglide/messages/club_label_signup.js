import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Club_Label_SignupInputs */

const en_club_label_signup = /** @type {(inputs: Club_Label_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How people join`)
};

const es_club_label_signup = /** @type {(inputs: Club_Label_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo se entra en el club`)
};

const fr_club_label_signup = /** @type {(inputs: Club_Label_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment rejoindre le club`)
};

const it_club_label_signup = /** @type {(inputs: Club_Label_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come si entra nel club`)
};

const pt_club_label_signup = /** @type {(inputs: Club_Label_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como se entra no clube`)
};

const el_club_label_signup = /** @type {(inputs: Club_Label_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πώς γίνεται κανείς μέλος`)
};

const hr_club_label_signup = /** @type {(inputs: Club_Label_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kako se postaje član`)
};

/**
* | output |
* | --- |
* | "How people join" |
*
* @param {Club_Label_SignupInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const club_label_signup = /** @type {((inputs?: Club_Label_SignupInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Label_SignupInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_club_label_signup(inputs)
	if (locale === "fr") return fr_club_label_signup(inputs)
	if (locale === "it") return it_club_label_signup(inputs)
	if (locale === "pt") return pt_club_label_signup(inputs)
	if (locale === "el") return el_club_label_signup(inputs)
	if (locale === "hr") return hr_club_label_signup(inputs)
	return en_club_label_signup(inputs)
});