import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Verification_RequestedInputs */

const en_catch_verification_requested = /** @type {(inputs: Catch_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification requested: change evidence`)
};

const es_catch_verification_requested = /** @type {(inputs: Catch_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificación pedida: cambiar pruebas`)
};

const fr_catch_verification_requested = /** @type {(inputs: Catch_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validation demandée : modifier les preuves`)
};

const it_catch_verification_requested = /** @type {(inputs: Catch_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifica richiesta: modifica le prove`)
};

const pt_catch_verification_requested = /** @type {(inputs: Catch_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificação pedida: alterar provas`)
};

const el_catch_verification_requested = /** @type {(inputs: Catch_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ζητήθηκε επαλήθευση: αλλαγή αποδείξεων`)
};

const hr_catch_verification_requested = /** @type {(inputs: Catch_Verification_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provjera je zatražena: promijenite dokaze`)
};

/**
* | output |
* | --- |
* | "Verification requested: change evidence" |
*
* @param {Catch_Verification_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_verification_requested = /** @type {((inputs?: Catch_Verification_RequestedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Verification_RequestedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_verification_requested(inputs)
	if (locale === "fr") return fr_catch_verification_requested(inputs)
	if (locale === "it") return it_catch_verification_requested(inputs)
	if (locale === "pt") return pt_catch_verification_requested(inputs)
	if (locale === "el") return el_catch_verification_requested(inputs)
	if (locale === "hr") return hr_catch_verification_requested(inputs)
	return en_catch_verification_requested(inputs)
});