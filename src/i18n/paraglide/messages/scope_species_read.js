import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scope_Species_ReadInputs */

const en_scope_species_read = /** @type {(inputs: Scope_Species_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See species, their photos and records`)
};

const es_scope_species_read = /** @type {(inputs: Scope_Species_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver especies, sus fotos y récords`)
};

const fr_scope_species_read = /** @type {(inputs: Scope_Species_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les espèces, leurs photos et leurs records`)
};

const it_scope_species_read = /** @type {(inputs: Scope_Species_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vedere le specie, le loro foto e i record`)
};

const pt_scope_species_read = /** @type {(inputs: Scope_Species_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver espécies, suas fotos e recordes`)
};

const el_scope_species_read = /** @type {(inputs: Scope_Species_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να βλέπει τα είδη, τις φωτογραφίες και τα ρεκόρ τους`)
};

const hr_scope_species_read = /** @type {(inputs: Scope_Species_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vidjeti vrste, njihove fotografije i rekorde`)
};

/**
* | output |
* | --- |
* | "See species, their photos and records" |
*
* @param {Scope_Species_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const scope_species_read = /** @type {((inputs?: Scope_Species_ReadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Species_ReadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_scope_species_read(inputs)
	if (locale === "fr") return fr_scope_species_read(inputs)
	if (locale === "it") return it_scope_species_read(inputs)
	if (locale === "pt") return pt_scope_species_read(inputs)
	if (locale === "el") return el_scope_species_read(inputs)
	if (locale === "hr") return hr_scope_species_read(inputs)
	return en_scope_species_read(inputs)
});