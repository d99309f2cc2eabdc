import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_AddInputs */

const en_passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a passkey`)
};

const es_passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir una llave de acceso`)
};

const fr_passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une clé d’accès`)
};

const it_passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungi una passkey`)
};

const pt_passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar uma chave de acesso`)
};

const el_passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη κλειδιού πρόσβασης`)
};

const hr_passkey_add = /** @type {(inputs: Passkey_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dodaj pristupni ključ`)
};

/**
* | output |
* | --- |
* | "Add a passkey" |
*
* @param {Passkey_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const passkey_add = /** @type {((inputs?: Passkey_AddInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_AddInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_passkey_add(inputs)
	if (locale === "fr") return fr_passkey_add(inputs)
	if (locale === "it") return it_passkey_add(inputs)
	if (locale === "pt") return pt_passkey_add(inputs)
	if (locale === "el") return el_passkey_add(inputs)
	if (locale === "hr") return hr_passkey_add(inputs)
	return en_passkey_add(inputs)
});