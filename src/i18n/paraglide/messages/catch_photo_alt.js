import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ species: NonNullable<unknown>, number: NonNullable<unknown> }} Catch_Photo_AltInputs */

const en_catch_photo_alt = /** @type {(inputs: Catch_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, photo ${i?.number}`)
};

const es_catch_photo_alt = /** @type {(inputs: Catch_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, foto ${i?.number}`)
};

const fr_catch_photo_alt = /** @type {(inputs: Catch_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, photo ${i?.number}`)
};

const it_catch_photo_alt = /** @type {(inputs: Catch_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, foto ${i?.number}`)
};

const pt_catch_photo_alt = /** @type {(inputs: Catch_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, foto ${i?.number}`)
};

const el_catch_photo_alt = /** @type {(inputs: Catch_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, φωτογραφία ${i?.number}`)
};

const hr_catch_photo_alt = /** @type {(inputs: Catch_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.species}, fotografija ${i?.number}`)
};

/**
* | output |
* | --- |
* | "{species}, photo {number}" |
*
* @param {Catch_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_photo_alt = /** @type {((inputs: Catch_Photo_AltInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Photo_AltInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_photo_alt(inputs)
	if (locale === "fr") return fr_catch_photo_alt(inputs)
	if (locale === "it") return it_catch_photo_alt(inputs)
	if (locale === "pt") return pt_catch_photo_alt(inputs)
	if (locale === "el") return el_catch_photo_alt(inputs)
	if (locale === "hr") return hr_catch_photo_alt(inputs)
	return en_catch_photo_alt(inputs)
});