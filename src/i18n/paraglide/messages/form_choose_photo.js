import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Choose_PhotoInputs */

const en_form_choose_photo = /** @type {(inputs: Form_Choose_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a photo.`)
};

const es_form_choose_photo = /** @type {(inputs: Form_Choose_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una foto.`)
};

const fr_form_choose_photo = /** @type {(inputs: Form_Choose_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une photo.`)
};

const it_form_choose_photo = /** @type {(inputs: Form_Choose_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli una foto.`)
};

const pt_form_choose_photo = /** @type {(inputs: Form_Choose_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma foto.`)
};

const el_form_choose_photo = /** @type {(inputs: Form_Choose_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιλέξτε μια φωτογραφία.`)
};

const hr_form_choose_photo = /** @type {(inputs: Form_Choose_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odaberite fotografiju.`)
};

/**
* | output |
* | --- |
* | "Choose a photo." |
*
* @param {Form_Choose_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const form_choose_photo = /** @type {((inputs?: Form_Choose_PhotoInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Choose_PhotoInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_form_choose_photo(inputs)
	if (locale === "fr") return fr_form_choose_photo(inputs)
	if (locale === "it") return it_form_choose_photo(inputs)
	if (locale === "pt") return pt_form_choose_photo(inputs)
	if (locale === "el") return el_form_choose_photo(inputs)
	if (locale === "hr") return hr_form_choose_photo(inputs)
	return en_form_choose_photo(inputs)
});