import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_RemoveInputs */

const en_passkey_remove = /** @type {(inputs: Passkey_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const es_passkey_remove = /** @type {(inputs: Passkey_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

const fr_passkey_remove = /** @type {(inputs: Passkey_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

const it_passkey_remove = /** @type {(inputs: Passkey_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimuovi`)
};

const pt_passkey_remove = /** @type {(inputs: Passkey_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover`)
};

const el_passkey_remove = /** @type {(inputs: Passkey_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αφαίρεση`)
};

const hr_passkey_remove = /** @type {(inputs: Passkey_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ukloni`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Passkey_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_remove = /** @type {((inputs?: Passkey_RemoveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_RemoveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkey_remove(inputs)
	if (locale === "fr") return fr_passkey_remove(inputs)
	if (locale === "it") return it_passkey_remove(inputs)
	if (locale === "pt") return pt_passkey_remove(inputs)
	if (locale === "el") return el_passkey_remove(inputs)
	if (locale === "hr") return hr_passkey_remove(inputs)
	return en_passkey_remove(inputs)
});