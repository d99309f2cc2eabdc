import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Refusal_RequestedInputs */

const en_dev_refusal_requested = /** @type {(inputs: Dev_Refusal_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application for developer access is waiting for an administrator’s decision.`)
};

const es_dev_refusal_requested = /** @type {(inputs: Dev_Refusal_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud de acceso para desarrolladores espera la decisión de un administrador.`)
};

const fr_dev_refusal_requested = /** @type {(inputs: Dev_Refusal_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande d’accès développeur attend la décision d’un administrateur.`)
};

const it_dev_refusal_requested = /** @type {(inputs: Dev_Refusal_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua richiesta di accesso da sviluppatore attende la decisione di un amministratore.`)
};

const pt_dev_refusal_requested = /** @type {(inputs: Dev_Refusal_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu pedido de acesso de desenvolvedor aguarda a decisão de um administrador.`)
};

const el_dev_refusal_requested = /** @type {(inputs: Dev_Refusal_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η αίτησή σας για πρόσβαση προγραμματιστή περιμένει την απόφαση ενός διαχειριστή.`)
};

const hr_dev_refusal_requested = /** @type {(inputs: Dev_Refusal_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš zahtjev za pristup za programere čeka odluku administratora.`)
};

/**
* | output |
* | --- |
* | "Your application for developer access is waiting for an administrator’s decision." |
*
* @param {Dev_Refusal_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_refusal_requested = /** @type {((inputs?: Dev_Refusal_RequestedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Refusal_RequestedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_refusal_requested(inputs)
	if (locale === "fr") return fr_dev_refusal_requested(inputs)
	if (locale === "it") return it_dev_refusal_requested(inputs)
	if (locale === "pt") return pt_dev_refusal_requested(inputs)
	if (locale === "el") return el_dev_refusal_requested(inputs)
	if (locale === "hr") return hr_dev_refusal_requested(inputs)
	return en_dev_refusal_requested(inputs)
});