import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ diver: NonNullable<unknown> }} Species_Verified_Catch_ByInputs */

const en_species_verified_catch_by = /** @type {(inputs: Species_Verified_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A verified catch by ${i?.diver}`)
};

const es_species_verified_catch_by = /** @type {(inputs: Species_Verified_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una captura verificada de ${i?.diver}`)
};

const fr_species_verified_catch_by = /** @type {(inputs: Species_Verified_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une prise validée de ${i?.diver}`)
};

const it_species_verified_catch_by = /** @type {(inputs: Species_Verified_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una cattura verificata di ${i?.diver}`)
};

const pt_species_verified_catch_by = /** @type {(inputs: Species_Verified_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uma captura verificada de ${i?.diver}`)
};

const el_species_verified_catch_by = /** @type {(inputs: Species_Verified_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Επαληθευμένη ψαριά — ${i?.diver}`)
};

const hr_species_verified_catch_by = /** @type {(inputs: Species_Verified_Catch_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Provjereni ulov: ${i?.diver}`)
};

/**
* | output |
* | --- |
* | "A verified catch by {diver}" |
*
* @param {Species_Verified_Catch_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const species_verified_catch_by = /** @type {((inputs: Species_Verified_Catch_ByInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Verified_Catch_ByInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_verified_catch_by(inputs)
	if (locale === "fr") return fr_species_verified_catch_by(inputs)
	if (locale === "it") return it_species_verified_catch_by(inputs)
	if (locale === "pt") return pt_species_verified_catch_by(inputs)
	if (locale === "el") return el_species_verified_catch_by(inputs)
	if (locale === "hr") return hr_species_verified_catch_by(inputs)
	return en_species_verified_catch_by(inputs)
});