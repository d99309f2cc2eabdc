import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Offline_CaughtInputs */

const en_offline_caught = /** @type {(inputs: Offline_CaughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`caught ${i?.time}`)
};

const es_offline_caught = /** @type {(inputs: Offline_CaughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`capturada el ${i?.time}`)
};

const fr_offline_caught = /** @type {(inputs: Offline_CaughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`prise le ${i?.time}`)
};

const it_offline_caught = /** @type {(inputs: Offline_CaughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pescata il ${i?.time}`)
};

const pt_offline_caught = /** @type {(inputs: Offline_CaughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`capturada em ${i?.time}`)
};

const el_offline_caught = /** @type {(inputs: Offline_CaughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`πιάστηκε στις ${i?.time}`)
};

const hr_offline_caught = /** @type {(inputs: Offline_CaughtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ulovljeno ${i?.time}`)
};

/**
* | output |
* | --- |
* | "caught {time}" |
*
* @param {Offline_CaughtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_caught = /** @type {((inputs: Offline_CaughtInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_CaughtInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_caught(inputs)
	if (locale === "fr") return fr_offline_caught(inputs)
	if (locale === "it") return it_offline_caught(inputs)
	if (locale === "pt") return pt_offline_caught(inputs)
	if (locale === "el") return el_offline_caught(inputs)
	if (locale === "hr") return hr_offline_caught(inputs)
	return en_offline_caught(inputs)
});