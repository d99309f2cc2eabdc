import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Authorised_CountInputs */

const en_dev_authorised_count = /** @type {(inputs: Dev_Authorised_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People who authorised it`)
};

const es_dev_authorised_count = /** @type {(inputs: Dev_Authorised_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas que la autorizaron`)
};

const fr_dev_authorised_count = /** @type {(inputs: Dev_Authorised_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes qui l’ont autorisée`)
};

const it_dev_authorised_count = /** @type {(inputs: Dev_Authorised_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persone che l’hanno autorizzata`)
};

const pt_dev_authorised_count = /** @type {(inputs: Dev_Authorised_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pessoas que a autorizaram`)
};

const el_dev_authorised_count = /** @type {(inputs: Dev_Authorised_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Άτομα που την εξουσιοδότησαν`)
};

const hr_dev_authorised_count = /** @type {(inputs: Dev_Authorised_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Osobe koje su je ovlastile`)
};

/**
* | output |
* | --- |
* | "People who authorised it" |
*
* @param {Dev_Authorised_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_authorised_count = /** @type {((inputs?: Dev_Authorised_CountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Authorised_CountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_authorised_count(inputs)
	if (locale === "fr") return fr_dev_authorised_count(inputs)
	if (locale === "it") return it_dev_authorised_count(inputs)
	if (locale === "pt") return pt_dev_authorised_count(inputs)
	if (locale === "el") return el_dev_authorised_count(inputs)
	if (locale === "hr") return hr_dev_authorised_count(inputs)
	return en_dev_authorised_count(inputs)
});