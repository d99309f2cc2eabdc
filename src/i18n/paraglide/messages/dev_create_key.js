import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Create_KeyInputs */

const en_dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create key`)
};

const es_dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear clave`)
};

const fr_dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer la clé`)
};

const it_dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea la chiave`)
};

const pt_dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar chave`)
};

const el_dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δημιουργία`)
};

const hr_dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izradi ključ`)
};

/**
* | output |
* | --- |
* | "Create key" |
*
* @param {Dev_Create_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_create_key = /** @type {((inputs?: Dev_Create_KeyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Create_KeyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_create_key(inputs)
	if (locale === "fr") return fr_dev_create_key(inputs)
	if (locale === "it") return it_dev_create_key(inputs)
	if (locale === "pt") return pt_dev_create_key(inputs)
	if (locale === "el") return el_dev_create_key(inputs)
	if (locale === "hr") return hr_dev_create_key(inputs)
	return en_dev_create_key(inputs)
});