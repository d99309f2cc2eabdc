import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Photos_FullInputs */

const en_verify_photos_full = /** @type {(inputs: Verify_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos at full size`)
};

const es_verify_photos_full = /** @type {(inputs: Verify_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos a tamaño completo`)
};

const fr_verify_photos_full = /** @type {(inputs: Verify_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos en taille réelle`)
};

const it_verify_photos_full = /** @type {(inputs: Verify_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto a grandezza piena`)
};

const pt_verify_photos_full = /** @type {(inputs: Verify_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos em tamanho real`)
};

const el_verify_photos_full = /** @type {(inputs: Verify_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Φωτογραφίες σε πλήρες μέγεθος`)
};

const hr_verify_photos_full = /** @type {(inputs: Verify_Photos_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotografije u punoj veličini`)
};

/**
* | output |
* | --- |
* | "Photos at full size" |
*
* @param {Verify_Photos_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_photos_full = /** @type {((inputs?: Verify_Photos_FullInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photos_FullInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_photos_full(inputs)
	if (locale === "fr") return fr_verify_photos_full(inputs)
	if (locale === "it") return it_verify_photos_full(inputs)
	if (locale === "pt") return pt_verify_photos_full(inputs)
	if (locale === "el") return el_verify_photos_full(inputs)
	if (locale === "hr") return hr_verify_photos_full(inputs)
	return en_verify_photos_full(inputs)
});