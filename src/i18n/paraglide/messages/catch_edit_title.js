import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Edit_TitleInputs */

const en_catch_edit_title = /** @type {(inputs: Catch_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit catch`)
};

const es_catch_edit_title = /** @type {(inputs: Catch_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar captura`)
};

const fr_catch_edit_title = /** @type {(inputs: Catch_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier la prise`)
};

const it_catch_edit_title = /** @type {(inputs: Catch_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifica cattura`)
};

const pt_catch_edit_title = /** @type {(inputs: Catch_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar captura`)
};

const el_catch_edit_title = /** @type {(inputs: Catch_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επεξεργασία ψαριάς`)
};

const hr_catch_edit_title = /** @type {(inputs: Catch_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uređivanje ulova`)
};

/**
* | output |
* | --- |
* | "Edit catch" |
*
* @param {Catch_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_edit_title = /** @type {((inputs?: Catch_Edit_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Edit_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_edit_title(inputs)
	if (locale === "fr") return fr_catch_edit_title(inputs)
	if (locale === "it") return it_catch_edit_title(inputs)
	if (locale === "pt") return pt_catch_edit_title(inputs)
	if (locale === "el") return el_catch_edit_title(inputs)
	if (locale === "hr") return hr_catch_edit_title(inputs)
	return en_catch_edit_title(inputs)
});