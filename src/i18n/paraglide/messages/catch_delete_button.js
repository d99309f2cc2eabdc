import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Delete_ButtonInputs */

const en_catch_delete_button = /** @type {(inputs: Catch_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

const es_catch_delete_button = /** @type {(inputs: Catch_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

const fr_catch_delete_button = /** @type {(inputs: Catch_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

const it_catch_delete_button = /** @type {(inputs: Catch_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina`)
};

const pt_catch_delete_button = /** @type {(inputs: Catch_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

const el_catch_delete_button = /** @type {(inputs: Catch_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή`)
};

const hr_catch_delete_button = /** @type {(inputs: Catch_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izbrišite`)
};

/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Catch_Delete_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_delete_button = /** @type {((inputs?: Catch_Delete_ButtonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_ButtonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_delete_button(inputs)
	if (locale === "fr") return fr_catch_delete_button(inputs)
	if (locale === "it") return it_catch_delete_button(inputs)
	if (locale === "pt") return pt_catch_delete_button(inputs)
	if (locale === "el") return el_catch_delete_button(inputs)
	if (locale === "hr") return hr_catch_delete_button(inputs)
	return en_catch_delete_button(inputs)
});