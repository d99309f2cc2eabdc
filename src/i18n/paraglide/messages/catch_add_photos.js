import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Add_PhotosInputs */

const en_catch_add_photos = /** @type {(inputs: Catch_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add photos`)
};

const es_catch_add_photos = /** @type {(inputs: Catch_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir fotos`)
};

const fr_catch_add_photos = /** @type {(inputs: Catch_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter des photos`)
};

const it_catch_add_photos = /** @type {(inputs: Catch_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungi foto`)
};

const pt_catch_add_photos = /** @type {(inputs: Catch_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar fotos`)
};

const el_catch_add_photos = /** @type {(inputs: Catch_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη φωτογραφιών`)
};

const hr_catch_add_photos = /** @type {(inputs: Catch_Add_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dodajte fotografije`)
};

/**
* | output |
* | --- |
* | "Add photos" |
*
* @param {Catch_Add_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_add_photos = /** @type {((inputs?: Catch_Add_PhotosInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Add_PhotosInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_add_photos(inputs)
	if (locale === "fr") return fr_catch_add_photos(inputs)
	if (locale === "it") return it_catch_add_photos(inputs)
	if (locale === "pt") return pt_catch_add_photos(inputs)
	if (locale === "el") return el_catch_add_photos(inputs)
	if (locale === "hr") return hr_catch_add_photos(inputs)
	return en_catch_add_photos(inputs)
});