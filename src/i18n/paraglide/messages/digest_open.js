import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Digest_OpenInputs */

const en_digest_open = /** @type {(inputs: Digest_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The club’s page: ${i?.link}`)
};

const es_digest_open = /** @type {(inputs: Digest_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La página del club: ${i?.link}`)
};

const fr_digest_open = /** @type {(inputs: Digest_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La page du club : ${i?.link}`)
};

const it_digest_open = /** @type {(inputs: Digest_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La pagina del club: ${i?.link}`)
};

const pt_digest_open = /** @type {(inputs: Digest_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A página do clube: ${i?.link}`)
};

const el_digest_open = /** @type {(inputs: Digest_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η σελίδα του συλλόγου: ${i?.link}`)
};

const hr_digest_open = /** @type {(inputs: Digest_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stranica kluba: ${i?.link}`)
};

/**
* | output |
* | --- |
* | "The club’s page: {link}" |
*
* @param {Digest_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_open = /** @type {((inputs: Digest_OpenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_OpenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_digest_open(inputs)
	if (locale === "fr") return fr_digest_open(inputs)
	if (locale === "it") return it_digest_open(inputs)
	if (locale === "pt") return pt_digest_open(inputs)
	if (locale === "el") return el_digest_open(inputs)
	if (locale === "hr") return hr_digest_open(inputs)
	return en_digest_open(inputs)
});