import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Type_Confidential_HintInputs */

const en_dev_type_confidential_hint = /** @type {(inputs: Dev_Type_Confidential_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confidential (a server that keeps a secret)`)
};

const es_dev_type_confidential_hint = /** @type {(inputs: Dev_Type_Confidential_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confidencial (un servidor que guarda un secreto)`)
};

const fr_dev_type_confidential_hint = /** @type {(inputs: Dev_Type_Confidential_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confidentielle (un serveur qui garde un secret)`)
};

const it_dev_type_confidential_hint = /** @type {(inputs: Dev_Type_Confidential_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riservata (un server che custodisce un segreto)`)
};

const pt_dev_type_confidential_hint = /** @type {(inputs: Dev_Type_Confidential_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confidencial (um servidor que guarda um segredo)`)
};

const el_dev_type_confidential_hint = /** @type {(inputs: Dev_Type_Confidential_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εμπιστευτική (διακομιστής που φυλάει ένα μυστικό)`)
};

const hr_dev_type_confidential_hint = /** @type {(inputs: Dev_Type_Confidential_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Povjerljiva (poslužitelj koji čuva tajnu)`)
};

/**
* | output |
* | --- |
* | "Confidential (a server that keeps a secret)" |
*
* @param {Dev_Type_Confidential_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_type_confidential_hint = /** @type {((inputs?: Dev_Type_Confidential_HintInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Type_Confidential_HintInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_type_confidential_hint(inputs)
	if (locale === "fr") return fr_dev_type_confidential_hint(inputs)
	if (locale === "it") return it_dev_type_confidential_hint(inputs)
	if (locale === "pt") return pt_dev_type_confidential_hint(inputs)
	if (locale === "el") return el_dev_type_confidential_hint(inputs)
	if (locale === "hr") return hr_dev_type_confidential_hint(inputs)
	return en_dev_type_confidential_hint(inputs)
});