import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Catch_Caught_At_ZoneInputs */

const en_catch_caught_at_zone = /** @type {(inputs: Catch_Caught_At_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Caught at (${i?.zone} time)`)
};

const es_catch_caught_at_zone = /** @type {(inputs: Catch_Caught_At_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hora de la captura (hora de ${i?.zone})`)
};

const fr_catch_caught_at_zone = /** @type {(inputs: Catch_Caught_At_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Heure de la prise (heure de ${i?.zone})`)
};

const it_catch_caught_at_zone = /** @type {(inputs: Catch_Caught_At_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ora della cattura (ora di ${i?.zone})`)
};

const pt_catch_caught_at_zone = /** @type {(inputs: Catch_Caught_At_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hora da captura (hora de ${i?.zone})`)
};

const el_catch_caught_at_zone = /** @type {(inputs: Catch_Caught_At_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ώρα ψαριάς (ώρα ${i?.zone})`)
};

const hr_catch_caught_at_zone = /** @type {(inputs: Catch_Caught_At_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vrijeme ulova (vrijeme: ${i?.zone})`)
};

/**
* | output |
* | --- |
* | "Caught at ({zone} time)" |
*
* @param {Catch_Caught_At_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_caught_at_zone = /** @type {((inputs: Catch_Caught_At_ZoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Caught_At_ZoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_caught_at_zone(inputs)
	if (locale === "fr") return fr_catch_caught_at_zone(inputs)
	if (locale === "it") return it_catch_caught_at_zone(inputs)
	if (locale === "pt") return pt_catch_caught_at_zone(inputs)
	if (locale === "el") return el_catch_caught_at_zone(inputs)
	if (locale === "hr") return hr_catch_caught_at_zone(inputs)
	return en_catch_caught_at_zone(inputs)
});