import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Place_NameInputs */

const en_catch_place_name = /** @type {(inputs: Catch_Place_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place name`)
};

const es_catch_place_name = /** @type {(inputs: Catch_Place_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del lugar`)
};

const fr_catch_place_name = /** @type {(inputs: Catch_Place_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du lieu`)
};

const it_catch_place_name = /** @type {(inputs: Catch_Place_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome del luogo`)
};

const pt_catch_place_name = /** @type {(inputs: Catch_Place_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome do local`)
};

const el_catch_place_name = /** @type {(inputs: Catch_Place_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όνομα τοποθεσίας`)
};

const hr_catch_place_name = /** @type {(inputs: Catch_Place_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naziv mjesta`)
};

/**
* | output |
* | --- |
* | "Place name" |
*
* @param {Catch_Place_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_place_name = /** @type {((inputs?: Catch_Place_NameInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Place_NameInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_place_name(inputs)
	if (locale === "fr") return fr_catch_place_name(inputs)
	if (locale === "it") return it_catch_place_name(inputs)
	if (locale === "pt") return pt_catch_place_name(inputs)
	if (locale === "el") return el_catch_place_name(inputs)
	if (locale === "hr") return hr_catch_place_name(inputs)
	return en_catch_place_name(inputs)
});