import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dev_Edit_NamedInputs */

const en_dev_edit_named = /** @type {(inputs: Dev_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.name}`)
};

const es_dev_edit_named = /** @type {(inputs: Dev_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar ${i?.name}`)
};

const fr_dev_edit_named = /** @type {(inputs: Dev_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifier ${i?.name}`)
};

const it_dev_edit_named = /** @type {(inputs: Dev_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifica ${i?.name}`)
};

const pt_dev_edit_named = /** @type {(inputs: Dev_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar ${i?.name}`)
};

const el_dev_edit_named = /** @type {(inputs: Dev_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επεξεργασία: ${i?.name}`)
};

const hr_dev_edit_named = /** @type {(inputs: Dev_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uredi: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Dev_Edit_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_edit_named = /** @type {((inputs: Dev_Edit_NamedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Edit_NamedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_edit_named(inputs)
	if (locale === "fr") return fr_dev_edit_named(inputs)
	if (locale === "it") return it_dev_edit_named(inputs)
	if (locale === "pt") return pt_dev_edit_named(inputs)
	if (locale === "el") return el_dev_edit_named(inputs)
	if (locale === "hr") return hr_dev_edit_named(inputs)
	return en_dev_edit_named(inputs)
});