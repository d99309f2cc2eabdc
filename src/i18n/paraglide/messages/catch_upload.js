import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_UploadInputs */

const en_catch_upload = /** @type {(inputs: Catch_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload`)
};

const es_catch_upload = /** @type {(inputs: Catch_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir`)
};

const fr_catch_upload = /** @type {(inputs: Catch_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer`)
};

const it_catch_upload = /** @type {(inputs: Catch_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carica`)
};

const pt_catch_upload = /** @type {(inputs: Catch_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar`)
};

const el_catch_upload = /** @type {(inputs: Catch_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μεταφόρτωση`)
};

const hr_catch_upload = /** @type {(inputs: Catch_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pošaljite`)
};

/**
* | output |
* | --- |
* | "Upload" |
*
* @param {Catch_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_upload = /** @type {((inputs?: Catch_UploadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_UploadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_upload(inputs)
	if (locale === "fr") return fr_catch_upload(inputs)
	if (locale === "it") return it_catch_upload(inputs)
	if (locale === "pt") return pt_catch_upload(inputs)
	if (locale === "el") return el_catch_upload(inputs)
	if (locale === "hr") return hr_catch_upload(inputs)
	return en_catch_upload(inputs)
});