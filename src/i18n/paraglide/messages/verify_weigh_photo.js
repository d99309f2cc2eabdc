import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Weigh_PhotoInputs */

const en_verify_weigh_photo = /** @type {(inputs: Verify_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo of the weighing`)
};

const es_verify_weigh_photo = /** @type {(inputs: Verify_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto del pesaje`)
};

const fr_verify_weigh_photo = /** @type {(inputs: Verify_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo de la pesée`)
};

const it_verify_weigh_photo = /** @type {(inputs: Verify_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto della pesata`)
};

const pt_verify_weigh_photo = /** @type {(inputs: Verify_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto da pesagem`)
};

const el_verify_weigh_photo = /** @type {(inputs: Verify_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φωτογραφία της ζύγισης`)
};

const hr_verify_weigh_photo = /** @type {(inputs: Verify_Weigh_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotografija vaganja`)
};

/**
* | output |
* | --- |
* | "Photo of the weighing" |
*
* @param {Verify_Weigh_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_weigh_photo = /** @type {((inputs?: Verify_Weigh_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Weigh_PhotoInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_weigh_photo(inputs)
	if (locale === "fr") return fr_verify_weigh_photo(inputs)
	if (locale === "it") return it_verify_weigh_photo(inputs)
	if (locale === "pt") return pt_verify_weigh_photo(inputs)
	if (locale === "el") return el_verify_weigh_photo(inputs)
	if (locale === "hr") return hr_verify_weigh_photo(inputs)
	return en_verify_weigh_photo(inputs)
});