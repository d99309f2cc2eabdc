import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_AddedInputs */

const en_passkey_added = /** @type {(inputs: Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added`)
};

const es_passkey_added = /** @type {(inputs: Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadida`)
};

const fr_passkey_added = /** @type {(inputs: Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutée`)
};

const it_passkey_added = /** @type {(inputs: Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiunta`)
};

const pt_passkey_added = /** @type {(inputs: Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionada`)
};

const el_passkey_added = /** @type {(inputs: Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προστέθηκε`)
};

const hr_passkey_added = /** @type {(inputs: Passkey_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dodan`)
};

/**
* | output |
* | --- |
* | "Added" |
*
* @param {Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_added = /** @type {((inputs?: Passkey_AddedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_AddedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkey_added(inputs)
	if (locale === "fr") return fr_passkey_added(inputs)
	if (locale === "it") return it_passkey_added(inputs)
	if (locale === "pt") return pt_passkey_added(inputs)
	if (locale === "el") return el_passkey_added(inputs)
	if (locale === "hr") return hr_passkey_added(inputs)
	return en_passkey_added(inputs)
});