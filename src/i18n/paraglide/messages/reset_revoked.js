import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_RevokedInputs */

const en_reset_revoked = /** @type {(inputs: Reset_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every API key and app access of your account is revoked.`)
};

const es_reset_revoked = /** @type {(inputs: Reset_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se han anulado todas las claves de API y los accesos de apps de tu cuenta.`)
};

const fr_reset_revoked = /** @type {(inputs: Reset_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les clés d’API et tous les accès d’applications de votre compte sont révoqués.`)
};

const it_reset_revoked = /** @type {(inputs: Reset_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutte le chiavi API e gli accessi delle app del tuo account sono stati revocati.`)
};

const pt_reset_revoked = /** @type {(inputs: Reset_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as chaves de API e acessos de aplicações da sua conta foram revogados.`)
};

const el_reset_revoked = /** @type {(inputs: Reset_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλα τα κλειδιά API και οι προσβάσεις εφαρμογών του λογαριασμού σας ανακλήθηκαν.`)
};

const hr_reset_revoked = /** @type {(inputs: Reset_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Svi API ključevi i pristupi aplikacija vašem računu su opozvani.`)
};

/**
* | output |
* | --- |
* | "Every API key and app access of your account is revoked." |
*
* @param {Reset_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_revoked = /** @type {((inputs?: Reset_RevokedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_RevokedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_revoked(inputs)
	if (locale === "fr") return fr_reset_revoked(inputs)
	if (locale === "it") return it_reset_revoked(inputs)
	if (locale === "pt") return pt_reset_revoked(inputs)
	if (locale === "el") return el_reset_revoked(inputs)
	if (locale === "hr") return hr_reset_revoked(inputs)
	return en_reset_revoked(inputs)
});