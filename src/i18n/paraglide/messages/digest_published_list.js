import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown> }} Digest_Published_ListInputs */

const en_digest_published_list = /** @type {(inputs: Digest_Published_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Published: ${i?.names}.`)
};

const es_digest_published_list = /** @type {(inputs: Digest_Published_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publicadas: ${i?.names}.`)
};

const fr_digest_published_list = /** @type {(inputs: Digest_Published_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publiées : ${i?.names}.`)
};

const it_digest_published_list = /** @type {(inputs: Digest_Published_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pubblicate: ${i?.names}.`)
};

const pt_digest_published_list = /** @type {(inputs: Digest_Published_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publicadas: ${i?.names}.`)
};

const el_digest_published_list = /** @type {(inputs: Digest_Published_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δημοσιεύτηκαν: ${i?.names}.`)
};

const hr_digest_published_list = /** @type {(inputs: Digest_Published_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Objavljena: ${i?.names}.`)
};

/**
* | output |
* | --- |
* | "Published: {names}." |
*
* @param {Digest_Published_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_published_list = /** @type {((inputs: Digest_Published_ListInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_Published_ListInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_digest_published_list(inputs)
	if (locale === "fr") return fr_digest_published_list(inputs)
	if (locale === "it") return it_digest_published_list(inputs)
	if (locale === "pt") return pt_digest_published_list(inputs)
	if (locale === "el") return el_digest_published_list(inputs)
	if (locale === "hr") return hr_digest_published_list(inputs)
	return en_digest_published_list(inputs)
});