import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_RenameInputs */

const en_passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

const es_passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renombrar`)
};

const fr_passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renommer`)
};

const it_passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rinomina`)
};

const pt_passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mudar o nome`)
};

const el_passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μετονομασία`)
};

const hr_passkey_rename = /** @type {(inputs: Passkey_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preimenuj`)
};

/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Passkey_RenameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_rename = /** @type {((inputs?: Passkey_RenameInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_RenameInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkey_rename(inputs)
	if (locale === "fr") return fr_passkey_rename(inputs)
	if (locale === "it") return it_passkey_rename(inputs)
	if (locale === "pt") return pt_passkey_rename(inputs)
	if (locale === "el") return el_passkey_rename(inputs)
	if (locale === "hr") return hr_passkey_rename(inputs)
	return en_passkey_rename(inputs)
});