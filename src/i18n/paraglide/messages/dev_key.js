import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_KeyInputs */

const en_dev_key = /** @type {(inputs: Dev_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key`)
};

const es_dev_key = /** @type {(inputs: Dev_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave`)
};

const fr_dev_key = /** @type {(inputs: Dev_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé`)
};

const it_dev_key = /** @type {(inputs: Dev_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiave`)
};

const pt_dev_key = /** @type {(inputs: Dev_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chave`)
};

const el_dev_key = /** @type {(inputs: Dev_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κλειδί`)
};

const hr_dev_key = /** @type {(inputs: Dev_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ključ`)
};

/**
* | output |
* | --- |
* | "Key" |
*
* @param {Dev_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_key = /** @type {((inputs?: Dev_KeyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_KeyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_key(inputs)
	if (locale === "fr") return fr_dev_key(inputs)
	if (locale === "it") return it_dev_key(inputs)
	if (locale === "pt") return pt_dev_key(inputs)
	if (locale === "el") return el_dev_key(inputs)
	if (locale === "hr") return hr_dev_key(inputs)
	return en_dev_key(inputs)
});