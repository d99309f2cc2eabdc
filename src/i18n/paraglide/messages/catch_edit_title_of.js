import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ species: NonNullable<unknown> }} Catch_Edit_Title_OfInputs */

const en_catch_edit_title_of = /** @type {(inputs: Catch_Edit_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.species}`)
};

const es_catch_edit_title_of = /** @type {(inputs: Catch_Edit_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar ${i?.species}`)
};

const fr_catch_edit_title_of = /** @type {(inputs: Catch_Edit_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifier : ${i?.species}`)
};

const it_catch_edit_title_of = /** @type {(inputs: Catch_Edit_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifica ${i?.species}`)
};

const pt_catch_edit_title_of = /** @type {(inputs: Catch_Edit_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar ${i?.species}`)
};

const el_catch_edit_title_of = /** @type {(inputs: Catch_Edit_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επεξεργασία: ${i?.species}`)
};

const hr_catch_edit_title_of = /** @type {(inputs: Catch_Edit_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uređivanje: ${i?.species}`)
};

/**
* | output |
* | --- |
* | "Edit {species}" |
*
* @param {Catch_Edit_Title_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_edit_title_of = /** @type {((inputs: Catch_Edit_Title_OfInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Edit_Title_OfInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_edit_title_of(inputs)
	if (locale === "fr") return fr_catch_edit_title_of(inputs)
	if (locale === "it") return it_catch_edit_title_of(inputs)
	if (locale === "pt") return pt_catch_edit_title_of(inputs)
	if (locale === "el") return el_catch_edit_title_of(inputs)
	if (locale === "hr") return hr_catch_edit_title_of(inputs)
	return en_catch_edit_title_of(inputs)
});