import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_CopyInputs */

const en_dev_copy = /** @type {(inputs: Dev_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy`)
};

const es_dev_copy = /** @type {(inputs: Dev_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar`)
};

const fr_dev_copy = /** @type {(inputs: Dev_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier`)
};

const it_dev_copy = /** @type {(inputs: Dev_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copia`)
};

const pt_dev_copy = /** @type {(inputs: Dev_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar`)
};

const el_dev_copy = /** @type {(inputs: Dev_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αντιγραφή`)
};

const hr_dev_copy = /** @type {(inputs: Dev_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopiraj`)
};

/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Dev_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_copy = /** @type {((inputs?: Dev_CopyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_CopyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_copy(inputs)
	if (locale === "fr") return fr_dev_copy(inputs)
	if (locale === "it") return it_dev_copy(inputs)
	if (locale === "pt") return pt_dev_copy(inputs)
	if (locale === "el") return el_dev_copy(inputs)
	if (locale === "hr") return hr_dev_copy(inputs)
	return en_dev_copy(inputs)
});