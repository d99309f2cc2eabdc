import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ accuracy: NonNullable<unknown> }} Catch_LocatedInputs */

const en_catch_located = /** @type {(inputs: Catch_LocatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Location set (±${i?.accuracy} m).`)
};

const es_catch_located = /** @type {(inputs: Catch_LocatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ubicación fijada (±${i?.accuracy} m).`)
};

const fr_catch_located = /** @type {(inputs: Catch_LocatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Position enregistrée (±${i?.accuracy} m).`)
};

const it_catch_located = /** @type {(inputs: Catch_LocatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Posizione impostata (±${i?.accuracy} m).`)
};

const pt_catch_located = /** @type {(inputs: Catch_LocatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Localização definida (±${i?.accuracy} m).`)
};

const el_catch_located = /** @type {(inputs: Catch_LocatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η θέση ορίστηκε (±${i?.accuracy} m).`)
};

const hr_catch_located = /** @type {(inputs: Catch_LocatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Položaj je postavljen (±${i?.accuracy} m).`)
};

/**
* | output |
* | --- |
* | "Location set (±{accuracy} m)." |
*
* @param {Catch_LocatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_located = /** @type {((inputs: Catch_LocatedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LocatedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_located(inputs)
	if (locale === "fr") return fr_catch_located(inputs)
	if (locale === "it") return it_catch_located(inputs)
	if (locale === "pt") return pt_catch_located(inputs)
	if (locale === "el") return el_catch_located(inputs)
	if (locale === "hr") return hr_catch_located(inputs)
	return en_catch_located(inputs)
});