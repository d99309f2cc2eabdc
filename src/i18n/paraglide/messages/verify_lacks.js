import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown> }} Verify_LacksInputs */

const en_verify_lacks = /** @type {(inputs: Verify_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What ${i?.tier} still lacks`)
};

const es_verify_lacks = /** @type {(inputs: Verify_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lo que aún falta para ${i?.tier}`)
};

const fr_verify_lacks = /** @type {(inputs: Verify_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce qui manque encore pour le niveau ${i?.tier}`)
};

const it_verify_lacks = /** @type {(inputs: Verify_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cosa manca ancora per ${i?.tier}`)
};

const pt_verify_lacks = /** @type {(inputs: Verify_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O que ainda falta para ${i?.tier}`)
};

const el_verify_lacks = /** @type {(inputs: Verify_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τι λείπει ακόμη για το «${i?.tier}»`)
};

const hr_verify_lacks = /** @type {(inputs: Verify_LacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Što još nedostaje za razinu ${i?.tier}`)
};

/**
* | output |
* | --- |
* | "What {tier} still lacks" |
*
* @param {Verify_LacksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_lacks = /** @type {((inputs: Verify_LacksInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_LacksInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_lacks(inputs)
	if (locale === "fr") return fr_verify_lacks(inputs)
	if (locale === "it") return it_verify_lacks(inputs)
	if (locale === "pt") return pt_verify_lacks(inputs)
	if (locale === "el") return el_verify_lacks(inputs)
	if (locale === "hr") return hr_verify_lacks(inputs)
	return en_verify_lacks(inputs)
});