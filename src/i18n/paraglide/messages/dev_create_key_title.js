import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Create_Key_TitleInputs */

const en_dev_create_key_title = /** @type {(inputs: Dev_Create_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a key`)
};

const es_dev_create_key_title = /** @type {(inputs: Dev_Create_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea una clave`)
};

const fr_dev_create_key_title = /** @type {(inputs: Dev_Create_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer une clé`)
};

const it_dev_create_key_title = /** @type {(inputs: Dev_Create_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea una chiave`)
};

const pt_dev_create_key_title = /** @type {(inputs: Dev_Create_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar uma chave`)
};

const el_dev_create_key_title = /** @type {(inputs: Dev_Create_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δημιουργία κλειδιού`)
};

const hr_dev_create_key_title = /** @type {(inputs: Dev_Create_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izradite ključ`)
};

/**
* | output |
* | --- |
* | "Create a key" |
*
* @param {Dev_Create_Key_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_create_key_title = /** @type {((inputs?: Dev_Create_Key_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Create_Key_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_create_key_title(inputs)
	if (locale === "fr") return fr_dev_create_key_title(inputs)
	if (locale === "it") return it_dev_create_key_title(inputs)
	if (locale === "pt") return pt_dev_create_key_title(inputs)
	if (locale === "el") return el_dev_create_key_title(inputs)
	if (locale === "hr") return hr_dev_create_key_title(inputs)
	return en_dev_create_key_title(inputs)
});