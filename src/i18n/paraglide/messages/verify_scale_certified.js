import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Scale_CertifiedInputs */

const en_verify_scale_certified = /** @type {(inputs: Verify_Scale_CertifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scale certified on`)
};

const es_verify_scale_certified = /** @type {(inputs: Verify_Scale_CertifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Báscula certificada el`)
};

const fr_verify_scale_certified = /** @type {(inputs: Verify_Scale_CertifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance certifiée le`)
};

const it_verify_scale_certified = /** @type {(inputs: Verify_Scale_CertifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bilancia certificata il`)
};

const pt_verify_scale_certified = /** @type {(inputs: Verify_Scale_CertifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balança certificada em`)
};

const el_verify_scale_certified = /** @type {(inputs: Verify_Scale_CertifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ημερομηνία πιστοποίησης της ζυγαριάς`)
};

const hr_verify_scale_certified = /** @type {(inputs: Verify_Scale_CertifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaga ovjerena dana`)
};

/**
* | output |
* | --- |
* | "Scale certified on" |
*
* @param {Verify_Scale_CertifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_scale_certified = /** @type {((inputs?: Verify_Scale_CertifiedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Scale_CertifiedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_scale_certified(inputs)
	if (locale === "fr") return fr_verify_scale_certified(inputs)
	if (locale === "it") return it_verify_scale_certified(inputs)
	if (locale === "pt") return pt_verify_scale_certified(inputs)
	if (locale === "el") return el_verify_scale_certified(inputs)
	if (locale === "hr") return hr_verify_scale_certified(inputs)
	return en_verify_scale_certified(inputs)
});