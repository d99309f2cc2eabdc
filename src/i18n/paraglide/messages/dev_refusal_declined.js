import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Refusal_DeclinedInputs */

const en_dev_refusal_declined = /** @type {(inputs: Dev_Refusal_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application for developer access was declined.`)
};

const es_dev_refusal_declined = /** @type {(inputs: Dev_Refusal_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud de acceso para desarrolladores fue rechazada.`)
};

const fr_dev_refusal_declined = /** @type {(inputs: Dev_Refusal_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande d’accès développeur a été refusée.`)
};

const it_dev_refusal_declined = /** @type {(inputs: Dev_Refusal_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua richiesta di accesso da sviluppatore è stata rifiutata.`)
};

const pt_dev_refusal_declined = /** @type {(inputs: Dev_Refusal_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu pedido de acesso de desenvolvedor foi recusado.`)
};

const el_dev_refusal_declined = /** @type {(inputs: Dev_Refusal_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η αίτησή σας για πρόσβαση προγραμματιστή απορρίφθηκε.`)
};

const hr_dev_refusal_declined = /** @type {(inputs: Dev_Refusal_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš zahtjev za pristup za programere je odbijen.`)
};

/**
* | output |
* | --- |
* | "Your application for developer access was declined." |
*
* @param {Dev_Refusal_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_refusal_declined = /** @type {((inputs?: Dev_Refusal_DeclinedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Refusal_DeclinedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_refusal_declined(inputs)
	if (locale === "fr") return fr_dev_refusal_declined(inputs)
	if (locale === "it") return it_dev_refusal_declined(inputs)
	if (locale === "pt") return pt_dev_refusal_declined(inputs)
	if (locale === "el") return el_dev_refusal_declined(inputs)
	if (locale === "hr") return hr_dev_refusal_declined(inputs)
	return en_dev_refusal_declined(inputs)
});