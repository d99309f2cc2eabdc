import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_No_PhotosInputs */

const en_catch_no_photos = /** @type {(inputs: Catch_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No photos yet.`)
};

const es_catch_no_photos = /** @type {(inputs: Catch_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay fotos.`)
};

const fr_catch_no_photos = /** @type {(inputs: Catch_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de photos.`)
};

const it_catch_no_photos = /** @type {(inputs: Catch_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessuna foto.`)
};

const pt_catch_no_photos = /** @type {(inputs: Catch_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda sem fotos.`)
};

const el_catch_no_photos = /** @type {(inputs: Catch_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχουν ακόμη φωτογραφίες.`)
};

const hr_catch_no_photos = /** @type {(inputs: Catch_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Još nema fotografija.`)
};

/**
* | output |
* | --- |
* | "No photos yet." |
*
* @param {Catch_No_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_no_photos = /** @type {((inputs?: Catch_No_PhotosInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_No_PhotosInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_no_photos(inputs)
	if (locale === "fr") return fr_catch_no_photos(inputs)
	if (locale === "it") return it_catch_no_photos(inputs)
	if (locale === "pt") return pt_catch_no_photos(inputs)
	if (locale === "el") return el_catch_no_photos(inputs)
	if (locale === "hr") return hr_catch_no_photos(inputs)
	return en_catch_no_photos(inputs)
});