import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Verify_Photo_WeighingInputs */

const en_verify_photo_weighing = /** @type {(inputs: Verify_Photo_WeighingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number} (weighing)`)
};

const es_verify_photo_weighing = /** @type {(inputs: Verify_Photo_WeighingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.number} (pesaje)`)
};

const fr_verify_photo_weighing = /** @type {(inputs: Verify_Photo_WeighingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number} (pesée)`)
};

const it_verify_photo_weighing = /** @type {(inputs: Verify_Photo_WeighingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.number} (pesata)`)
};

const pt_verify_photo_weighing = /** @type {(inputs: Verify_Photo_WeighingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.number} (pesagem)`)
};

const el_verify_photo_weighing = /** @type {(inputs: Verify_Photo_WeighingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Φωτογραφία ${i?.number} (ζύγιση)`)
};

const hr_verify_photo_weighing = /** @type {(inputs: Verify_Photo_WeighingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotografija ${i?.number} (vaganje)`)
};

/**
* | output |
* | --- |
* | "Photo {number} (weighing)" |
*
* @param {Verify_Photo_WeighingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_photo_weighing = /** @type {((inputs: Verify_Photo_WeighingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photo_WeighingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_photo_weighing(inputs)
	if (locale === "fr") return fr_verify_photo_weighing(inputs)
	if (locale === "it") return it_verify_photo_weighing(inputs)
	if (locale === "pt") return pt_verify_photo_weighing(inputs)
	if (locale === "el") return el_verify_photo_weighing(inputs)
	if (locale === "hr") return hr_verify_photo_weighing(inputs)
	return en_verify_photo_weighing(inputs)
});