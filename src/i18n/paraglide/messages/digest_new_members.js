import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown> }} Digest_New_MembersInputs */

const en_digest_new_members = /** @type {(inputs: Digest_New_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to ${i?.names}.`)
};

const es_digest_new_members = /** @type {(inputs: Digest_New_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenida a ${i?.names}.`)
};

const fr_digest_new_members = /** @type {(inputs: Digest_New_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenue à ${i?.names}.`)
};

const it_digest_new_members = /** @type {(inputs: Digest_New_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Benvenuti a ${i?.names}.`)
};

const pt_digest_new_members = /** @type {(inputs: Digest_New_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Boas-vindas a ${i?.names}.`)
};

const el_digest_new_members = /** @type {(inputs: Digest_New_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Καλώς ήρθαν: ${i?.names}.`)
};

const hr_digest_new_members = /** @type {(inputs: Digest_New_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dobrodošlica: ${i?.names}.`)
};

/**
* | output |
* | --- |
* | "Welcome to {names}." |
*
* @param {Digest_New_MembersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_new_members = /** @type {((inputs: Digest_New_MembersInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_New_MembersInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_digest_new_members(inputs)
	if (locale === "fr") return fr_digest_new_members(inputs)
	if (locale === "it") return it_digest_new_members(inputs)
	if (locale === "pt") return pt_digest_new_members(inputs)
	if (locale === "el") return el_digest_new_members(inputs)
	if (locale === "hr") return hr_digest_new_members(inputs)
	return en_digest_new_members(inputs)
});