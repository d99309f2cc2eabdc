import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Delete_TitleInputs */

const en_catch_delete_title = /** @type {(inputs: Catch_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete catch`)
};

const es_catch_delete_title = /** @type {(inputs: Catch_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar captura`)
};

const fr_catch_delete_title = /** @type {(inputs: Catch_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer la prise`)
};

const it_catch_delete_title = /** @type {(inputs: Catch_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina cattura`)
};

const pt_catch_delete_title = /** @type {(inputs: Catch_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar captura`)
};

const el_catch_delete_title = /** @type {(inputs: Catch_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή ψαριάς`)
};

const hr_catch_delete_title = /** @type {(inputs: Catch_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brisanje ulova`)
};

/**
* | output |
* | --- |
* | "Delete catch" |
*
* @param {Catch_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_delete_title = /** @type {((inputs?: Catch_Delete_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_delete_title(inputs)
	if (locale === "fr") return fr_catch_delete_title(inputs)
	if (locale === "it") return it_catch_delete_title(inputs)
	if (locale === "pt") return pt_catch_delete_title(inputs)
	if (locale === "el") return el_catch_delete_title(inputs)
	if (locale === "hr") return hr_catch_delete_title(inputs)
	return en_catch_delete_title(inputs)
});