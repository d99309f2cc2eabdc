import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Not_VerifiedInputs */

const en_verify_not_verified = /** @type {(inputs: Verify_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not verified yet.`)
};

const es_verify_not_verified = /** @type {(inputs: Verify_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin verificar.`)
};

const fr_verify_not_verified = /** @type {(inputs: Verify_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore validée.`)
};

const it_verify_not_verified = /** @type {(inputs: Verify_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ancora verificata.`)
};

const pt_verify_not_verified = /** @type {(inputs: Verify_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda sem verificação.`)
};

const el_verify_not_verified = /** @type {(inputs: Verify_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν έχει επαληθευτεί ακόμη.`)
};

const hr_verify_not_verified = /** @type {(inputs: Verify_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Još nije provjereno.`)
};

/**
* | output |
* | --- |
* | "Not verified yet." |
*
* @param {Verify_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_not_verified = /** @type {((inputs?: Verify_Not_VerifiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Not_VerifiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_not_verified(inputs)
	if (locale === "fr") return fr_verify_not_verified(inputs)
	if (locale === "it") return it_verify_not_verified(inputs)
	if (locale === "pt") return pt_verify_not_verified(inputs)
	if (locale === "el") return el_verify_not_verified(inputs)
	if (locale === "hr") return hr_verify_not_verified(inputs)
	return en_verify_not_verified(inputs)
});