import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Type_PublicInputs */

const en_dev_type_public = /** @type {(inputs: Dev_Type_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`public`)
};

const es_dev_type_public = /** @type {(inputs: Dev_Type_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pública`)
};

const fr_dev_type_public = /** @type {(inputs: Dev_Type_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`publique`)
};

const it_dev_type_public = /** @type {(inputs: Dev_Type_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pubblica`)
};

const pt_dev_type_public = /** @type {(inputs: Dev_Type_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pública`)
};

const el_dev_type_public = /** @type {(inputs: Dev_Type_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`δημόσια`)
};

const hr_dev_type_public = /** @type {(inputs: Dev_Type_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`javna`)
};

/**
* | output |
* | --- |
* | "public" |
*
* @param {Dev_Type_PublicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_type_public = /** @type {((inputs?: Dev_Type_PublicInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Type_PublicInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_type_public(inputs)
	if (locale === "fr") return fr_dev_type_public(inputs)
	if (locale === "it") return it_dev_type_public(inputs)
	if (locale === "pt") return pt_dev_type_public(inputs)
	if (locale === "el") return el_dev_type_public(inputs)
	if (locale === "hr") return hr_dev_type_public(inputs)
	return en_dev_type_public(inputs)
});