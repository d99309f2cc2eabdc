import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Gap_Weigh_PhotoInputs */

const en_verify_gap_weigh_photo = /** @type {(inputs: Verify_Gap_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gold needs a photo of the weighing`)
};

const es_verify_gap_weigh_photo = /** @type {(inputs: Verify_Gap_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para el nivel oro falta una foto del pesaje`)
};

const fr_verify_gap_weigh_photo = /** @type {(inputs: Verify_Gap_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour l’or, il manque une photo de la pesée`)
};

const it_verify_gap_weigh_photo = /** @type {(inputs: Verify_Gap_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per l’oro manca una foto della pesata`)
};

const pt_verify_gap_weigh_photo = /** @type {(inputs: Verify_Gap_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para ouro, falta uma foto da pesagem`)
};

const el_verify_gap_weigh_photo = /** @type {(inputs: Verify_Gap_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Για το χρυσό λείπει φωτογραφία της ζύγισης`)
};

const hr_verify_gap_weigh_photo = /** @type {(inputs: Verify_Gap_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Za zlato nedostaje fotografija vaganja`)
};

/**
* | output |
* | --- |
* | "gold needs a photo of the weighing" |
*
* @param {Verify_Gap_Weigh_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_gap_weigh_photo = /** @type {((inputs?: Verify_Gap_Weigh_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Weigh_PhotoInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_gap_weigh_photo(inputs)
	if (locale === "fr") return fr_verify_gap_weigh_photo(inputs)
	if (locale === "it") return it_verify_gap_weigh_photo(inputs)
	if (locale === "pt") return pt_verify_gap_weigh_photo(inputs)
	if (locale === "el") return el_verify_gap_weigh_photo(inputs)
	if (locale === "hr") return hr_verify_gap_weigh_photo(inputs)
	return en_verify_gap_weigh_photo(inputs)
});