import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Not_LocatedInputs */

const en_catch_not_located = /** @type {(inputs: Catch_Not_LocatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your location could not be found.`)
};

const es_catch_not_located = /** @type {(inputs: Catch_Not_LocatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo obtener tu ubicación.`)
};

const fr_catch_not_located = /** @type {(inputs: Catch_Not_LocatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de trouver votre position.`)
};

const it_catch_not_located = /** @type {(inputs: Catch_Not_LocatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile trovare la tua posizione.`)
};

const pt_catch_not_located = /** @type {(inputs: Catch_Not_LocatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível obter a localização.`)
};

const el_catch_not_located = /** @type {(inputs: Catch_Not_LocatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν ήταν δυνατός ο εντοπισμός της θέσης σας.`)
};

const hr_catch_not_located = /** @type {(inputs: Catch_Not_LocatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš položaj nije pronađen.`)
};

/**
* | output |
* | --- |
* | "Your location could not be found." |
*
* @param {Catch_Not_LocatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_not_located = /** @type {((inputs?: Catch_Not_LocatedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Not_LocatedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_not_located(inputs)
	if (locale === "fr") return fr_catch_not_located(inputs)
	if (locale === "it") return it_catch_not_located(inputs)
	if (locale === "pt") return pt_catch_not_located(inputs)
	if (locale === "el") return el_catch_not_located(inputs)
	if (locale === "hr") return hr_catch_not_located(inputs)
	return en_catch_not_located(inputs)
});