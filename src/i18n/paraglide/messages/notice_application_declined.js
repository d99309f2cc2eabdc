import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Application_DeclinedInputs */

const en_notice_application_declined = /** @type {(inputs: Notice_Application_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The application is declined.`)
};

const es_notice_application_declined = /** @type {(inputs: Notice_Application_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud rechazada.`)
};

const fr_notice_application_declined = /** @type {(inputs: Notice_Application_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La demande est refusée.`)
};

const it_notice_application_declined = /** @type {(inputs: Notice_Application_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Richiesta respinta.`)
};

const pt_notice_application_declined = /** @type {(inputs: Notice_Application_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido recusado.`)
};

const el_notice_application_declined = /** @type {(inputs: Notice_Application_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η αίτηση απορρίφθηκε.`)
};

const hr_notice_application_declined = /** @type {(inputs: Notice_Application_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahtjev je odbijen.`)
};

/**
* | output |
* | --- |
* | "The application is declined." |
*
* @param {Notice_Application_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_application_declined = /** @type {((inputs?: Notice_Application_DeclinedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Application_DeclinedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_application_declined(inputs)
	if (locale === "fr") return fr_notice_application_declined(inputs)
	if (locale === "it") return it_notice_application_declined(inputs)
	if (locale === "pt") return pt_notice_application_declined(inputs)
	if (locale === "el") return el_notice_application_declined(inputs)
	if (locale === "hr") return hr_notice_application_declined(inputs)
	return en_notice_application_declined(inputs)
});