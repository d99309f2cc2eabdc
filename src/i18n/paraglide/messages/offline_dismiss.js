import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_DismissInputs */

const en_offline_dismiss = /** @type {(inputs: Offline_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

const es_offline_dismiss = /** @type {(inputs: Offline_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

const fr_offline_dismiss = /** @type {(inputs: Offline_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer`)
};

const it_offline_dismiss = /** @type {(inputs: Offline_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiudi`)
};

const pt_offline_dismiss = /** @type {(inputs: Offline_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechar`)
};

const el_offline_dismiss = /** @type {(inputs: Offline_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κλείσιμο`)
};

const hr_offline_dismiss = /** @type {(inputs: Offline_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zatvorite`)
};

/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Offline_DismissInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_dismiss = /** @type {((inputs?: Offline_DismissInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_DismissInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_dismiss(inputs)
	if (locale === "fr") return fr_offline_dismiss(inputs)
	if (locale === "it") return it_offline_dismiss(inputs)
	if (locale === "pt") return pt_offline_dismiss(inputs)
	if (locale === "el") return el_offline_dismiss(inputs)
	if (locale === "hr") return hr_offline_dismiss(inputs)
	return en_offline_dismiss(inputs)
});