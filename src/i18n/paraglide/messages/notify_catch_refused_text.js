import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ species: NonNullable<unknown> }} Notify_Catch_Refused_TextInputs */

const en_notify_catch_refused_text = /** @type {(inputs: Notify_Catch_Refused_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A verifier refused your ${i?.species}.`)
};

const es_notify_catch_refused_text = /** @type {(inputs: Notify_Catch_Refused_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un verificador rechazó tu captura de ${i?.species}.`)
};

const fr_notify_catch_refused_text = /** @type {(inputs: Notify_Catch_Refused_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un valideur a refusé votre prise (${i?.species}).`)
};

const it_notify_catch_refused_text = /** @type {(inputs: Notify_Catch_Refused_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un verificatore ha respinto la tua cattura di ${i?.species}.`)
};

const pt_notify_catch_refused_text = /** @type {(inputs: Notify_Catch_Refused_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um verificador recusou a sua captura de ${i?.species}.`)
};

const el_notify_catch_refused_text = /** @type {(inputs: Notify_Catch_Refused_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ένας επαληθευτής απέρριψε την ψαριά σας (${i?.species}).`)
};

const hr_notify_catch_refused_text = /** @type {(inputs: Notify_Catch_Refused_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Provjeravatelj je odbio vaš ulov (${i?.species}).`)
};

/**
* | output |
* | --- |
* | "A verifier refused your {species}." |
*
* @param {Notify_Catch_Refused_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_catch_refused_text = /** @type {((inputs: Notify_Catch_Refused_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Catch_Refused_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_catch_refused_text(inputs)
	if (locale === "fr") return fr_notify_catch_refused_text(inputs)
	if (locale === "it") return it_notify_catch_refused_text(inputs)
	if (locale === "pt") return pt_notify_catch_refused_text(inputs)
	if (locale === "el") return el_notify_catch_refused_text(inputs)
	if (locale === "hr") return hr_notify_catch_refused_text(inputs)
	return en_notify_catch_refused_text(inputs)
});