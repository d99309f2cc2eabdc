import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_EditInputs */

const en_dev_edit = /** @type {(inputs: Dev_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

const es_dev_edit = /** @type {(inputs: Dev_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar`)
};

const fr_dev_edit = /** @type {(inputs: Dev_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier`)
};

const it_dev_edit = /** @type {(inputs: Dev_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifica`)
};

const pt_dev_edit = /** @type {(inputs: Dev_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar`)
};

const el_dev_edit = /** @type {(inputs: Dev_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επεξεργασία`)
};

const hr_dev_edit = /** @type {(inputs: Dev_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uredi`)
};

/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Dev_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_edit = /** @type {((inputs?: Dev_EditInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_EditInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_edit(inputs)
	if (locale === "fr") return fr_dev_edit(inputs)
	if (locale === "it") return it_dev_edit(inputs)
	if (locale === "pt") return pt_dev_edit(inputs)
	if (locale === "el") return el_dev_edit(inputs)
	if (locale === "hr") return hr_dev_edit(inputs)
	return en_dev_edit(inputs)
});