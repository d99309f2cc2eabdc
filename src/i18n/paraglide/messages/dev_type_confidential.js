import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Type_ConfidentialInputs */

const en_dev_type_confidential = /** @type {(inputs: Dev_Type_ConfidentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`confidential`)
};

const es_dev_type_confidential = /** @type {(inputs: Dev_Type_ConfidentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`confidencial`)
};

const fr_dev_type_confidential = /** @type {(inputs: Dev_Type_ConfidentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`confidentielle`)
};

const it_dev_type_confidential = /** @type {(inputs: Dev_Type_ConfidentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`riservata`)
};

const pt_dev_type_confidential = /** @type {(inputs: Dev_Type_ConfidentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`confidencial`)
};

const el_dev_type_confidential = /** @type {(inputs: Dev_Type_ConfidentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`εμπιστευτική`)
};

const hr_dev_type_confidential = /** @type {(inputs: Dev_Type_ConfidentialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`povjerljiva`)
};

/**
* | output |
* | --- |
* | "confidential" |
*
* @param {Dev_Type_ConfidentialInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_type_confidential = /** @type {((inputs?: Dev_Type_ConfidentialInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Type_ConfidentialInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_type_confidential(inputs)
	if (locale === "fr") return fr_dev_type_confidential(inputs)
	if (locale === "it") return it_dev_type_confidential(inputs)
	if (locale === "pt") return pt_dev_type_confidential(inputs)
	if (locale === "el") return el_dev_type_confidential(inputs)
	if (locale === "hr") return hr_dev_type_confidential(inputs)
	return en_dev_type_confidential(inputs)
});