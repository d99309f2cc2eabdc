import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dev_Delete_NamedInputs */

const en_dev_delete_named = /** @type {(inputs: Dev_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.name}`)
};

const es_dev_delete_named = /** @type {(inputs: Dev_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminar ${i?.name}`)
};

const fr_dev_delete_named = /** @type {(inputs: Dev_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer ${i?.name}`)
};

const it_dev_delete_named = /** @type {(inputs: Dev_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elimina ${i?.name}`)
};

const pt_dev_delete_named = /** @type {(inputs: Dev_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Excluir ${i?.name}`)
};

const el_dev_delete_named = /** @type {(inputs: Dev_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Διαγραφή: ${i?.name}`)
};

const hr_dev_delete_named = /** @type {(inputs: Dev_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Izbriši: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Delete {name}" |
*
* @param {Dev_Delete_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_delete_named = /** @type {((inputs: Dev_Delete_NamedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Delete_NamedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_delete_named(inputs)
	if (locale === "fr") return fr_dev_delete_named(inputs)
	if (locale === "it") return it_dev_delete_named(inputs)
	if (locale === "pt") return pt_dev_delete_named(inputs)
	if (locale === "el") return el_dev_delete_named(inputs)
	if (locale === "hr") return hr_dev_delete_named(inputs)
	return en_dev_delete_named(inputs)
});