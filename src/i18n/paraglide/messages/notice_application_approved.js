import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Application_ApprovedInputs */

const en_notice_application_approved = /** @type {(inputs: Notice_Application_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The application is approved.`)
};

const es_notice_application_approved = /** @type {(inputs: Notice_Application_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud aprobada.`)
};

const fr_notice_application_approved = /** @type {(inputs: Notice_Application_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La demande est acceptée.`)
};

const it_notice_application_approved = /** @type {(inputs: Notice_Application_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Richiesta approvata.`)
};

const pt_notice_application_approved = /** @type {(inputs: Notice_Application_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido aprovado.`)
};

const el_notice_application_approved = /** @type {(inputs: Notice_Application_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η αίτηση εγκρίθηκε.`)
};

const hr_notice_application_approved = /** @type {(inputs: Notice_Application_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahtjev je odobren.`)
};

/**
* | output |
* | --- |
* | "The application is approved." |
*
* @param {Notice_Application_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_application_approved = /** @type {((inputs?: Notice_Application_ApprovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Application_ApprovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_application_approved(inputs)
	if (locale === "fr") return fr_notice_application_approved(inputs)
	if (locale === "it") return it_notice_application_approved(inputs)
	if (locale === "pt") return pt_notice_application_approved(inputs)
	if (locale === "el") return el_notice_application_approved(inputs)
	if (locale === "hr") return hr_notice_application_approved(inputs)
	return en_notice_application_approved(inputs)
});