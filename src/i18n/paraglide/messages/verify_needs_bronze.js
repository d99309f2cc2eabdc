import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Needs_BronzeInputs */

const en_verify_needs_bronze = /** @type {(inputs: Verify_Needs_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs a photo of the fish.`)
};

const es_verify_needs_bronze = /** @type {(inputs: Verify_Needs_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pide una foto del pez.`)
};

const fr_verify_needs_bronze = /** @type {(inputs: Verify_Needs_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande une photo du poisson.`)
};

const it_verify_needs_bronze = /** @type {(inputs: Verify_Needs_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serve una foto del pesce.`)
};

const pt_verify_needs_bronze = /** @type {(inputs: Verify_Needs_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exige uma foto do peixe.`)
};

const el_verify_needs_bronze = /** @type {(inputs: Verify_Needs_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απαιτεί φωτογραφία του ψαριού.`)
};

const hr_verify_needs_bronze = /** @type {(inputs: Verify_Needs_BronzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potrebna je fotografija ribe.`)
};

/**
* | output |
* | --- |
* | "Needs a photo of the fish." |
*
* @param {Verify_Needs_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_needs_bronze = /** @type {((inputs?: Verify_Needs_BronzeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Needs_BronzeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_needs_bronze(inputs)
	if (locale === "fr") return fr_verify_needs_bronze(inputs)
	if (locale === "it") return it_verify_needs_bronze(inputs)
	if (locale === "pt") return pt_verify_needs_bronze(inputs)
	if (locale === "el") return el_verify_needs_bronze(inputs)
	if (locale === "hr") return hr_verify_needs_bronze(inputs)
	return en_verify_needs_bronze(inputs)
});