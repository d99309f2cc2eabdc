import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Not_VerifiedInputs */

const en_catch_not_verified = /** @type {(inputs: Catch_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not verified yet.`)
};

const es_catch_not_verified = /** @type {(inputs: Catch_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin verificar.`)
};

const fr_catch_not_verified = /** @type {(inputs: Catch_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore validée.`)
};

const it_catch_not_verified = /** @type {(inputs: Catch_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ancora verificata.`)
};

const pt_catch_not_verified = /** @type {(inputs: Catch_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não verificada.`)
};

const el_catch_not_verified = /** @type {(inputs: Catch_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν έχει επαληθευτεί ακόμη.`)
};

const hr_catch_not_verified = /** @type {(inputs: Catch_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Još nije provjeren.`)
};

/**
* | output |
* | --- |
* | "Not verified yet." |
*
* @param {Catch_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_not_verified = /** @type {((inputs?: Catch_Not_VerifiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Not_VerifiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_not_verified(inputs)
	if (locale === "fr") return fr_catch_not_verified(inputs)
	if (locale === "it") return it_catch_not_verified(inputs)
	if (locale === "pt") return pt_catch_not_verified(inputs)
	if (locale === "el") return el_catch_not_verified(inputs)
	if (locale === "hr") return hr_catch_not_verified(inputs)
	return en_catch_not_verified(inputs)
});