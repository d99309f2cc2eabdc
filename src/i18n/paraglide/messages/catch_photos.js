import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_PhotosInputs */

const en_catch_photos = /** @type {(inputs: Catch_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

const es_catch_photos = /** @type {(inputs: Catch_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos`)
};

const fr_catch_photos = /** @type {(inputs: Catch_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

const it_catch_photos = /** @type {(inputs: Catch_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto`)
};

const pt_catch_photos = /** @type {(inputs: Catch_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos`)
};

const el_catch_photos = /** @type {(inputs: Catch_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φωτογραφίες`)
};

const hr_catch_photos = /** @type {(inputs: Catch_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotografije`)
};

/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Catch_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_photos = /** @type {((inputs?: Catch_PhotosInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_PhotosInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_photos(inputs)
	if (locale === "fr") return fr_catch_photos(inputs)
	if (locale === "it") return it_catch_photos(inputs)
	if (locale === "pt") return pt_catch_photos(inputs)
	if (locale === "el") return el_catch_photos(inputs)
	if (locale === "hr") return hr_catch_photos(inputs)
	return en_catch_photos(inputs)
});