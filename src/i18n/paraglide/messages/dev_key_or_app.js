import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Key_Or_AppInputs */

const en_dev_key_or_app = /** @type {(inputs: Dev_Key_Or_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key or app`)
};

const es_dev_key_or_app = /** @type {(inputs: Dev_Key_Or_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave o aplicación`)
};

const fr_dev_key_or_app = /** @type {(inputs: Dev_Key_Or_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé ou application`)
};

const it_dev_key_or_app = /** @type {(inputs: Dev_Key_Or_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiave o app`)
};

const pt_dev_key_or_app = /** @type {(inputs: Dev_Key_Or_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chave ou aplicação`)
};

const el_dev_key_or_app = /** @type {(inputs: Dev_Key_Or_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κλειδί ή εφαρμογή`)
};

const hr_dev_key_or_app = /** @type {(inputs: Dev_Key_Or_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ključ ili aplikacija`)
};

/**
* | output |
* | --- |
* | "Key or app" |
*
* @param {Dev_Key_Or_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_key_or_app = /** @type {((inputs?: Dev_Key_Or_AppInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Key_Or_AppInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_key_or_app(inputs)
	if (locale === "fr") return fr_dev_key_or_app(inputs)
	if (locale === "it") return it_dev_key_or_app(inputs)
	if (locale === "pt") return pt_dev_key_or_app(inputs)
	if (locale === "el") return el_dev_key_or_app(inputs)
	if (locale === "hr") return hr_dev_key_or_app(inputs)
	return en_dev_key_or_app(inputs)
});