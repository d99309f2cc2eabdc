import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_AppliedInputs */

const en_notice_applied = /** @type {(inputs: Notice_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you: your application is in.`)
};

const es_notice_applied = /** @type {(inputs: Notice_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias: hemos recibido tu solicitud.`)
};

const fr_notice_applied = /** @type {(inputs: Notice_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci, votre demande est bien reçue.`)
};

const it_notice_applied = /** @type {(inputs: Notice_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grazie: la tua richiesta è arrivata.`)
};

const pt_notice_applied = /** @type {(inputs: Notice_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrigado: o seu pedido foi recebido.`)
};

const el_notice_applied = /** @type {(inputs: Notice_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ευχαριστούμε: η αίτησή σας καταχωρίστηκε.`)
};

const hr_notice_applied = /** @type {(inputs: Notice_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hvala: vaš zahtjev je zaprimljen.`)
};

/**
* | output |
* | --- |
* | "Thank you: your application is in." |
*
* @param {Notice_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notice_applied = /** @type {((inputs?: Notice_AppliedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_AppliedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_applied(inputs)
	if (locale === "fr") return fr_notice_applied(inputs)
	if (locale === "it") return it_notice_applied(inputs)
	if (locale === "pt") return pt_notice_applied(inputs)
	if (locale === "el") return el_notice_applied(inputs)
	if (locale === "hr") return hr_notice_applied(inputs)
	return en_notice_applied(inputs)
});