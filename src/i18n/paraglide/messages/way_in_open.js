import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Way_In_OpenInputs */

const en_way_in_open = /** @type {(inputs: Way_In_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New here? ${i?.link}.`)
};

const es_way_in_open = /** @type {(inputs: Way_In_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Primera vez aquí? ${i?.link}.`)
};

const fr_way_in_open = /** @type {(inputs: Way_In_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas encore membre ? ${i?.link}.`)
};

const it_way_in_open = /** @type {(inputs: Way_In_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prima volta qui? ${i?.link}.`)
};

const pt_way_in_open = /** @type {(inputs: Way_In_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Primeira vez aqui? ${i?.link}.`)
};

const el_way_in_open = /** @type {(inputs: Way_In_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Πρώτη φορά εδώ; ${i?.link}.`)
};

const hr_way_in_open = /** @type {(inputs: Way_In_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prvi put ovdje? ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "New here? {link}." |
*
* @param {Way_In_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_open = /** @type {((inputs: Way_In_OpenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_OpenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_way_in_open(inputs)
	if (locale === "fr") return fr_way_in_open(inputs)
	if (locale === "it") return it_way_in_open(inputs)
	if (locale === "pt") return pt_way_in_open(inputs)
	if (locale === "el") return el_way_in_open(inputs)
	if (locale === "hr") return hr_way_in_open(inputs)
	return en_way_in_open(inputs)
});