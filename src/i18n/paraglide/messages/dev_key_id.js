import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Key_IdInputs */

const en_dev_key_id = /** @type {(inputs: Dev_Key_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key id`)
};

const es_dev_key_id = /** @type {(inputs: Dev_Key_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de clave`)
};

const fr_dev_key_id = /** @type {(inputs: Dev_Key_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant de clé`)
};

const it_dev_key_id = /** @type {(inputs: Dev_Key_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID chiave`)
};

const pt_dev_key_id = /** @type {(inputs: Dev_Key_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID da chave`)
};

const el_dev_key_id = /** @type {(inputs: Dev_Key_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αναγνωριστικό κλειδιού`)
};

const hr_dev_key_id = /** @type {(inputs: Dev_Key_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID ključa`)
};

/**
* | output |
* | --- |
* | "Key id" |
*
* @param {Dev_Key_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_key_id = /** @type {((inputs?: Dev_Key_IdInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Key_IdInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_key_id(inputs)
	if (locale === "fr") return fr_dev_key_id(inputs)
	if (locale === "it") return it_dev_key_id(inputs)
	if (locale === "pt") return pt_dev_key_id(inputs)
	if (locale === "el") return el_dev_key_id(inputs)
	if (locale === "hr") return hr_dev_key_id(inputs)
	return en_dev_key_id(inputs)
});