import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Way_In_DevelopersInputs */

const en_way_in_developers = /** @type {(inputs: Way_In_DevelopersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Building on the catchd API? ${i?.link}.`)
};

const es_way_in_developers = /** @type {(inputs: Way_In_DevelopersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Desarrollas sobre la API de catchd? ${i?.link}.`)
};

const fr_way_in_developers = /** @type {(inputs: Way_In_DevelopersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous développez avec l’API catchd ? ${i?.link}.`)
};

const it_way_in_developers = /** @type {(inputs: Way_In_DevelopersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sviluppi con l’API di catchd? ${i?.link}.`)
};

const pt_way_in_developers = /** @type {(inputs: Way_In_DevelopersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quer programar com a API do catchd? ${i?.link}.`)
};

const el_way_in_developers = /** @type {(inputs: Way_In_DevelopersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Φτιάχνετε κάτι με το API του catchd; ${i?.link}.`)
};

const hr_way_in_developers = /** @type {(inputs: Way_In_DevelopersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Razvijate nešto na catchd API-ju? ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "Building on the catchd API? {link}." |
*
* @param {Way_In_DevelopersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const way_in_developers = /** @type {((inputs: Way_In_DevelopersInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_DevelopersInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_way_in_developers(inputs)
	if (locale === "fr") return fr_way_in_developers(inputs)
	if (locale === "it") return it_way_in_developers(inputs)
	if (locale === "pt") return pt_way_in_developers(inputs)
	if (locale === "el") return el_way_in_developers(inputs)
	if (locale === "hr") return hr_way_in_developers(inputs)
	return en_way_in_developers(inputs)
});