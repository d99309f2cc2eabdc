import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Refused_TakenInputs */

const en_people_refused_taken = /** @type {(inputs: People_Refused_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`someone already has this email`)
};

const es_people_refused_taken = /** @type {(inputs: People_Refused_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien ya tiene este correo.`)
};

const fr_people_refused_taken = /** @type {(inputs: People_Refused_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un utilise déjà cette adresse e-mail.`)
};

const it_people_refused_taken = /** @type {(inputs: People_Refused_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualcuno ha già questa email.`)
};

const pt_people_refused_taken = /** @type {(inputs: People_Refused_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguém já tem este e-mail.`)
};

const el_people_refused_taken = /** @type {(inputs: People_Refused_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κάποιος έχει ήδη αυτό το email.`)
};

const hr_people_refused_taken = /** @type {(inputs: People_Refused_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Netko već ima ovu adresu e-pošte.`)
};

/**
* | output |
* | --- |
* | "someone already has this email" |
*
* @param {People_Refused_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_refused_taken = /** @type {((inputs?: People_Refused_TakenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Refused_TakenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_refused_taken(inputs)
	if (locale === "fr") return fr_people_refused_taken(inputs)
	if (locale === "it") return it_people_refused_taken(inputs)
	if (locale === "pt") return pt_people_refused_taken(inputs)
	if (locale === "el") return el_people_refused_taken(inputs)
	if (locale === "hr") return hr_people_refused_taken(inputs)
	return en_people_refused_taken(inputs)
});