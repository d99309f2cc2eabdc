import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown> }} Verify_Gap_PhotoInputs */

const en_verify_gap_photo = /** @type {(inputs: Verify_Gap_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} needs a photo of the fish`)
};

const es_verify_gap_photo = /** @type {(inputs: Verify_Gap_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para el nivel ${i?.tier} falta una foto del pez`)
};

const fr_verify_gap_photo = /** @type {(inputs: Verify_Gap_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour le niveau ${i?.tier}, il manque une photo du poisson`)
};

const it_verify_gap_photo = /** @type {(inputs: Verify_Gap_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Per il livello ${i?.tier} manca una foto del pesce`)
};

const pt_verify_gap_photo = /** @type {(inputs: Verify_Gap_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para o nível ${i?.tier}, falta uma foto do peixe`)
};

const el_verify_gap_photo = /** @type {(inputs: Verify_Gap_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Για το επίπεδο «${i?.tier}» λείπει φωτογραφία του ψαριού`)
};

const hr_verify_gap_photo = /** @type {(inputs: Verify_Gap_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Za razinu ${i?.tier} nedostaje fotografija ribe`)
};

/**
* | output |
* | --- |
* | "{tier} needs a photo of the fish" |
*
* @param {Verify_Gap_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_photo = /** @type {((inputs: Verify_Gap_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_PhotoInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_gap_photo(inputs)
	if (locale === "fr") return fr_verify_gap_photo(inputs)
	if (locale === "it") return it_verify_gap_photo(inputs)
	if (locale === "pt") return pt_verify_gap_photo(inputs)
	if (locale === "el") return el_verify_gap_photo(inputs)
	if (locale === "hr") return hr_verify_gap_photo(inputs)
	return en_verify_gap_photo(inputs)
});