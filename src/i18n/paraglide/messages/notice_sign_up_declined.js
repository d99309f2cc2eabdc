import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Sign_Up_DeclinedInputs */

const en_notice_sign_up_declined = /** @type {(inputs: Notice_Sign_Up_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-up is declined.`)
};

const es_notice_sign_up_declined = /** @type {(inputs: Notice_Sign_Up_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro rechazado.`)
};

const fr_notice_sign_up_declined = /** @type {(inputs: Notice_Sign_Up_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’inscription est refusée.`)
};

const it_notice_sign_up_declined = /** @type {(inputs: Notice_Sign_Up_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscrizione respinta.`)
};

const pt_notice_sign_up_declined = /** @type {(inputs: Notice_Sign_Up_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrição recusada.`)
};

const el_notice_sign_up_declined = /** @type {(inputs: Notice_Sign_Up_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εγγραφή απορρίφθηκε.`)
};

const hr_notice_sign_up_declined = /** @type {(inputs: Notice_Sign_Up_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registracija je odbijena.`)
};

/**
* | output |
* | --- |
* | "The sign-up is declined." |
*
* @param {Notice_Sign_Up_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_sign_up_declined = /** @type {((inputs?: Notice_Sign_Up_DeclinedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Sign_Up_DeclinedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_sign_up_declined(inputs)
	if (locale === "fr") return fr_notice_sign_up_declined(inputs)
	if (locale === "it") return it_notice_sign_up_declined(inputs)
	if (locale === "pt") return pt_notice_sign_up_declined(inputs)
	if (locale === "el") return el_notice_sign_up_declined(inputs)
	if (locale === "hr") return hr_notice_sign_up_declined(inputs)
	return en_notice_sign_up_declined(inputs)
});