import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ path: NonNullable<unknown> }} Guide_Not_FoundInputs */

const en_guide_not_found = /** @type {(inputs: Guide_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See ${i?.path} for the list.`)
};

const es_guide_not_found = /** @type {(inputs: Guide_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consulta la lista en ${i?.path}.`)
};

const fr_guide_not_found = /** @type {(inputs: Guide_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La liste se trouve sur ${i?.path}.`)
};

const it_guide_not_found = /** @type {(inputs: Guide_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trovi l’elenco su ${i?.path}.`)
};

const pt_guide_not_found = /** @type {(inputs: Guide_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veja a lista em ${i?.path}.`)
};

const el_guide_not_found = /** @type {(inputs: Guide_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δείτε τη λίστα στο ${i?.path}.`)
};

const hr_guide_not_found = /** @type {(inputs: Guide_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Popis je na ${i?.path}.`)
};

/**
* | output |
* | --- |
* | "See {path} for the list." |
*
* @param {Guide_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_not_found = /** @type {((inputs: Guide_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Not_FoundInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_guide_not_found(inputs)
	if (locale === "fr") return fr_guide_not_found(inputs)
	if (locale === "it") return it_guide_not_found(inputs)
	if (locale === "pt") return pt_guide_not_found(inputs)
	if (locale === "el") return el_guide_not_found(inputs)
	if (locale === "hr") return hr_guide_not_found(inputs)
	return en_guide_not_found(inputs)
});