import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_EditInputs */

const en_catch_edit = /** @type {(inputs: Catch_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

const es_catch_edit = /** @type {(inputs: Catch_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar`)
};

const fr_catch_edit = /** @type {(inputs: Catch_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier`)
};

const it_catch_edit = /** @type {(inputs: Catch_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifica`)
};

const pt_catch_edit = /** @type {(inputs: Catch_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar`)
};

const el_catch_edit = /** @type {(inputs: Catch_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επεξεργασία`)
};

const hr_catch_edit = /** @type {(inputs: Catch_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uredite`)
};

/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Catch_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_edit = /** @type {((inputs?: Catch_EditInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_EditInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_edit(inputs)
	if (locale === "fr") return fr_catch_edit(inputs)
	if (locale === "it") return it_catch_edit(inputs)
	if (locale === "pt") return pt_catch_edit(inputs)
	if (locale === "el") return el_catch_edit(inputs)
	if (locale === "hr") return hr_catch_edit(inputs)
	return en_catch_edit(inputs)
});