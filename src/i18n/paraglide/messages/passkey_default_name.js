import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Default_NameInputs */

const en_passkey_default_name = /** @type {(inputs: Passkey_Default_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My passkey`)
};

const es_passkey_default_name = /** @type {(inputs: Passkey_Default_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi llave de acceso`)
};

const fr_passkey_default_name = /** @type {(inputs: Passkey_Default_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ma clé d’accès`)
};

const it_passkey_default_name = /** @type {(inputs: Passkey_Default_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mia passkey`)
};

const pt_passkey_default_name = /** @type {(inputs: Passkey_Default_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A minha chave de acesso`)
};

const el_passkey_default_name = /** @type {(inputs: Passkey_Default_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το κλειδί μου`)
};

const hr_passkey_default_name = /** @type {(inputs: Passkey_Default_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moj pristupni ključ`)
};

/**
* | output |
* | --- |
* | "My passkey" |
*
* @param {Passkey_Default_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_default_name = /** @type {((inputs?: Passkey_Default_NameInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Default_NameInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkey_default_name(inputs)
	if (locale === "fr") return fr_passkey_default_name(inputs)
	if (locale === "it") return it_passkey_default_name(inputs)
	if (locale === "pt") return pt_passkey_default_name(inputs)
	if (locale === "el") return el_passkey_default_name(inputs)
	if (locale === "hr") return hr_passkey_default_name(inputs)
	return en_passkey_default_name(inputs)
});