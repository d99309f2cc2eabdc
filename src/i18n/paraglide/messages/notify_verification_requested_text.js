import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ diver: NonNullable<unknown>, species: NonNullable<unknown> }} Notify_Verification_Requested_TextInputs */

const en_notify_verification_requested_text = /** @type {(inputs: Notify_Verification_Requested_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.diver} asks for their ${i?.species} to be verified.`)
};

const es_notify_verification_requested_text = /** @type {(inputs: Notify_Verification_Requested_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.diver} pide que se verifique su captura de ${i?.species}.`)
};

const fr_notify_verification_requested_text = /** @type {(inputs: Notify_Verification_Requested_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.diver} demande la validation de sa prise (${i?.species}).`)
};

const it_notify_verification_requested_text = /** @type {(inputs: Notify_Verification_Requested_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.diver} chiede di verificare la sua cattura di ${i?.species}.`)
};

const pt_notify_verification_requested_text = /** @type {(inputs: Notify_Verification_Requested_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.diver} pede a verificação da captura de ${i?.species}.`)
};

const el_notify_verification_requested_text = /** @type {(inputs: Notify_Verification_Requested_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ο/η ${i?.diver} ζητά επαλήθευση για την ψαριά του/της (${i?.species}).`)
};

const hr_notify_verification_requested_text = /** @type {(inputs: Notify_Verification_Requested_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.diver} traži provjeru svog ulova (${i?.species}).`)
};

/**
* | output |
* | --- |
* | "{diver} asks for their {species} to be verified." |
*
* @param {Notify_Verification_Requested_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_verification_requested_text = /** @type {((inputs: Notify_Verification_Requested_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Verification_Requested_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_verification_requested_text(inputs)
	if (locale === "fr") return fr_notify_verification_requested_text(inputs)
	if (locale === "it") return it_notify_verification_requested_text(inputs)
	if (locale === "pt") return pt_notify_verification_requested_text(inputs)
	if (locale === "el") return el_notify_verification_requested_text(inputs)
	if (locale === "hr") return hr_notify_verification_requested_text(inputs)
	return en_notify_verification_requested_text(inputs)
});