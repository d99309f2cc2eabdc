import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Refused_EmailInputs */

const en_join_refused_email = /** @type {(inputs: Join_Refused_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be an email address`)
};

const es_join_refused_email = /** @type {(inputs: Join_Refused_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debe ser una dirección de correo.`)
};

const fr_join_refused_email = /** @type {(inputs: Join_Refused_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doit être une adresse e-mail.`)
};

const it_join_refused_email = /** @type {(inputs: Join_Refused_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deve essere un indirizzo email.`)
};

const pt_join_refused_email = /** @type {(inputs: Join_Refused_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tem de ser um endereço de e-mail.`)
};

const el_join_refused_email = /** @type {(inputs: Join_Refused_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πρέπει να είναι διεύθυνση email.`)
};

const hr_join_refused_email = /** @type {(inputs: Join_Refused_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mora biti adresa e-pošte.`)
};

/**
* | output |
* | --- |
* | "must be an email address" |
*
* @param {Join_Refused_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_refused_email = /** @type {((inputs?: Join_Refused_EmailInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Refused_EmailInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_refused_email(inputs)
	if (locale === "fr") return fr_join_refused_email(inputs)
	if (locale === "it") return it_join_refused_email(inputs)
	if (locale === "pt") return pt_join_refused_email(inputs)
	if (locale === "el") return el_join_refused_email(inputs)
	if (locale === "hr") return hr_join_refused_email(inputs)
	return en_join_refused_email(inputs)
});