import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_DeleteInputs */

const en_dev_delete = /** @type {(inputs: Dev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

const es_dev_delete = /** @type {(inputs: Dev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

const fr_dev_delete = /** @type {(inputs: Dev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

const it_dev_delete = /** @type {(inputs: Dev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina`)
};

const pt_dev_delete = /** @type {(inputs: Dev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir`)
};

const el_dev_delete = /** @type {(inputs: Dev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διαγραφή`)
};

const hr_dev_delete = /** @type {(inputs: Dev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izbriši`)
};

/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Dev_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_delete = /** @type {((inputs?: Dev_DeleteInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DeleteInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_delete(inputs)
	if (locale === "fr") return fr_dev_delete(inputs)
	if (locale === "it") return it_dev_delete(inputs)
	if (locale === "pt") return pt_dev_delete(inputs)
	if (locale === "el") return el_dev_delete(inputs)
	if (locale === "hr") return hr_dev_delete(inputs)
	return en_dev_delete(inputs)
});