import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Verification_HistoryInputs */

const en_catch_verification_history = /** @type {(inputs: Catch_Verification_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification history`)
};

const es_catch_verification_history = /** @type {(inputs: Catch_Verification_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historial de verificación`)
};

const fr_catch_verification_history = /** @type {(inputs: Catch_Verification_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historique des validations`)
};

const it_catch_verification_history = /** @type {(inputs: Catch_Verification_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cronologia delle verifiche`)
};

const pt_catch_verification_history = /** @type {(inputs: Catch_Verification_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histórico de verificação`)
};

const el_catch_verification_history = /** @type {(inputs: Catch_Verification_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ιστορικό επαληθεύσεων`)
};

const hr_catch_verification_history = /** @type {(inputs: Catch_Verification_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Povijest provjera`)
};

/**
* | output |
* | --- |
* | "Verification history" |
*
* @param {Catch_Verification_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_verification_history = /** @type {((inputs?: Catch_Verification_HistoryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Verification_HistoryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_verification_history(inputs)
	if (locale === "fr") return fr_catch_verification_history(inputs)
	if (locale === "it") return it_catch_verification_history(inputs)
	if (locale === "pt") return pt_catch_verification_history(inputs)
	if (locale === "el") return el_catch_verification_history(inputs)
	if (locale === "hr") return hr_catch_verification_history(inputs)
	return en_catch_verification_history(inputs)
});