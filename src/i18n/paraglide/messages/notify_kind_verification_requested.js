import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Kind_Verification_RequestedInputs */

const en_notify_kind_verification_requested = /** @type {(inputs: Notify_Kind_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A diver asks for a catch to be verified (verifiers and admins)`)
};

const es_notify_kind_verification_requested = /** @type {(inputs: Notify_Kind_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien pide que se verifique una captura (verificadores y administradores)`)
};

const fr_notify_kind_verification_requested = /** @type {(inputs: Notify_Kind_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un plongeur demande la validation d’une prise (valideurs et administrateurs)`)
};

const it_notify_kind_verification_requested = /** @type {(inputs: Notify_Kind_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un sub chiede di verificare una cattura (verificatori e amministratori)`)
};

const pt_notify_kind_verification_requested = /** @type {(inputs: Notify_Kind_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um mergulhador pede a verificação de uma captura (verificadores e administradores)`)
};

const el_notify_kind_verification_requested = /** @type {(inputs: Notify_Kind_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένας δύτης ζητά επαλήθευση μιας ψαριάς (επαληθευτές και διαχειριστές)`)
};

const hr_notify_kind_verification_requested = /** @type {(inputs: Notify_Kind_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ronilac traži provjeru ulova (provjeravatelji i administratori)`)
};

/**
* | output |
* | --- |
* | "A diver asks for a catch to be verified (verifiers and admins)" |
*
* @param {Notify_Kind_Verification_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_kind_verification_requested = /** @type {((inputs?: Notify_Kind_Verification_RequestedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Verification_RequestedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_kind_verification_requested(inputs)
	if (locale === "fr") return fr_notify_kind_verification_requested(inputs)
	if (locale === "it") return it_notify_kind_verification_requested(inputs)
	if (locale === "pt") return pt_notify_kind_verification_requested(inputs)
	if (locale === "el") return el_notify_kind_verification_requested(inputs)
	if (locale === "hr") return hr_notify_kind_verification_requested(inputs)
	return en_notify_kind_verification_requested(inputs)
});