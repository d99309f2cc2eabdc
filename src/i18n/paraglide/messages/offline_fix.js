import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_FixInputs */

const en_offline_fix = /** @type {(inputs: Offline_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fix`)
};

const es_offline_fix = /** @type {(inputs: Offline_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corregir`)
};

const fr_offline_fix = /** @type {(inputs: Offline_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corriger`)
};

const it_offline_fix = /** @type {(inputs: Offline_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correggi`)
};

const pt_offline_fix = /** @type {(inputs: Offline_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrigir`)
};

const el_offline_fix = /** @type {(inputs: Offline_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διόρθωση`)
};

const hr_offline_fix = /** @type {(inputs: Offline_FixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ispravite`)
};

/**
* | output |
* | --- |
* | "Fix" |
*
* @param {Offline_FixInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_fix = /** @type {((inputs?: Offline_FixInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_FixInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_fix(inputs)
	if (locale === "fr") return fr_offline_fix(inputs)
	if (locale === "it") return it_offline_fix(inputs)
	if (locale === "pt") return pt_offline_fix(inputs)
	if (locale === "el") return el_offline_fix(inputs)
	if (locale === "hr") return hr_offline_fix(inputs)
	return en_offline_fix(inputs)
});