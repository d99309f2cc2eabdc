import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_No_KeysInputs */

const en_dev_no_keys = /** @type {(inputs: Dev_No_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No API keys yet.`)
};

const es_dev_no_keys = /** @type {(inputs: Dev_No_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no tienes claves de API.`)
};

const fr_dev_no_keys = /** @type {(inputs: Dev_No_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune clé d’API pour l’instant.`)
};

const it_dev_no_keys = /** @type {(inputs: Dev_No_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non hai ancora chiavi API.`)
};

const pt_dev_no_keys = /** @type {(inputs: Dev_No_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há chaves de API.`)
};

const el_dev_no_keys = /** @type {(inputs: Dev_No_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχουν ακόμη κλειδιά API.`)
};

const hr_dev_no_keys = /** @type {(inputs: Dev_No_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Još nema API ključeva.`)
};

/**
* | output |
* | --- |
* | "No API keys yet." |
*
* @param {Dev_No_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_no_keys = /** @type {((inputs?: Dev_No_KeysInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_No_KeysInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_no_keys(inputs)
	if (locale === "fr") return fr_dev_no_keys(inputs)
	if (locale === "it") return it_dev_no_keys(inputs)
	if (locale === "pt") return pt_dev_no_keys(inputs)
	if (locale === "el") return el_dev_no_keys(inputs)
	if (locale === "hr") return hr_dev_no_keys(inputs)
	return en_dev_no_keys(inputs)
});