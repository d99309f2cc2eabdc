import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Mail_MeInputs */

const en_reset_mail_me = /** @type {(inputs: Reset_Mail_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail me a link`)
};

const es_reset_mail_me = /** @type {(inputs: Reset_Mail_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíame un enlace`)
};

const fr_reset_mail_me = /** @type {(inputs: Reset_Mail_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M’envoyer un lien`)
};

const it_reset_mail_me = /** @type {(inputs: Reset_Mail_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandami un link`)
};

const pt_reset_mail_me = /** @type {(inputs: Reset_Mail_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar-me um link`)
};

const el_reset_mail_me = /** @type {(inputs: Reset_Mail_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Στείλτε μου σύνδεσμο`)
};

const hr_reset_mail_me = /** @type {(inputs: Reset_Mail_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pošaljite mi poveznicu`)
};

/**
* | output |
* | --- |
* | "Mail me a link" |
*
* @param {Reset_Mail_MeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_mail_me = /** @type {((inputs?: Reset_Mail_MeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Mail_MeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_mail_me(inputs)
	if (locale === "fr") return fr_reset_mail_me(inputs)
	if (locale === "it") return it_reset_mail_me(inputs)
	if (locale === "pt") return pt_reset_mail_me(inputs)
	if (locale === "el") return el_reset_mail_me(inputs)
	if (locale === "hr") return hr_reset_mail_me(inputs)
	return en_reset_mail_me(inputs)
});