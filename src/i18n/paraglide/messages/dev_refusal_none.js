import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Refusal_NoneInputs */

const en_dev_refusal_none = /** @type {(inputs: Dev_Refusal_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API keys and OAuth apps are for approved developers. Apply for early access on the developer portal’s start page.`)
};

const es_dev_refusal_none = /** @type {(inputs: Dev_Refusal_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las claves de API y las aplicaciones OAuth son para desarrolladores aprobados. Solicita el acceso anticipado en la página de inicio del portal para desarrolladores.`)
};

const fr_dev_refusal_none = /** @type {(inputs: Dev_Refusal_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les clés d’API et les applications OAuth sont réservées aux développeurs approuvés. Demandez l’accès anticipé sur la page d’accueil du portail développeurs.`)
};

const it_dev_refusal_none = /** @type {(inputs: Dev_Refusal_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le chiavi API e le app OAuth sono per gli sviluppatori approvati. Chiedi l’accesso anticipato dalla pagina iniziale del portale sviluppatori.`)
};

const pt_dev_refusal_none = /** @type {(inputs: Dev_Refusal_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As chaves de API e as aplicações OAuth são para desenvolvedores aprovados. Peça o acesso antecipado na página inicial do portal de desenvolvedores.`)
};

const el_dev_refusal_none = /** @type {(inputs: Dev_Refusal_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα κλειδιά API και οι εφαρμογές OAuth είναι για εγκεκριμένους προγραμματιστές. Υποβάλετε αίτηση για πρώιμη πρόσβαση στην αρχική σελίδα της πύλης προγραμματιστών.`)
};

const hr_dev_refusal_none = /** @type {(inputs: Dev_Refusal_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API ključevi i OAuth aplikacije namijenjeni su odobrenim programerima. Zatražite rani pristup na početnoj stranici portala za programere.`)
};

/**
* | output |
* | --- |
* | "API keys and OAuth apps are for approved developers. Apply for early access on the developer portal’s start page." |
*
* @param {Dev_Refusal_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_refusal_none = /** @type {((inputs?: Dev_Refusal_NoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Refusal_NoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_refusal_none(inputs)
	if (locale === "fr") return fr_dev_refusal_none(inputs)
	if (locale === "it") return it_dev_refusal_none(inputs)
	if (locale === "pt") return pt_dev_refusal_none(inputs)
	if (locale === "el") return el_dev_refusal_none(inputs)
	if (locale === "hr") return hr_dev_refusal_none(inputs)
	return en_dev_refusal_none(inputs)
});