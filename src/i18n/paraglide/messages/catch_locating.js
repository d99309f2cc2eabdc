import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_LocatingInputs */

const en_catch_locating = /** @type {(inputs: Catch_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding you…`)
};

const es_catch_locating = /** @type {(inputs: Catch_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando tu ubicación…`)
};

const fr_catch_locating = /** @type {(inputs: Catch_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche de votre position…`)
};

const it_catch_locating = /** @type {(inputs: Catch_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerco la tua posizione…`)
};

const pt_catch_locating = /** @type {(inputs: Catch_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Localização em curso…`)
};

const el_catch_locating = /** @type {(inputs: Catch_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εντοπισμός θέσης…`)
};

const hr_catch_locating = /** @type {(inputs: Catch_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traženje položaja…`)
};

/**
* | output |
* | --- |
* | "Finding you…" |
*
* @param {Catch_LocatingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_locating = /** @type {((inputs?: Catch_LocatingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LocatingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_locating(inputs)
	if (locale === "fr") return fr_catch_locating(inputs)
	if (locale === "it") return it_catch_locating(inputs)
	if (locale === "pt") return pt_catch_locating(inputs)
	if (locale === "el") return el_catch_locating(inputs)
	if (locale === "hr") return hr_catch_locating(inputs)
	return en_catch_locating(inputs)
});