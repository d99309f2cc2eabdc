import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown> }} Digest_Finished_ListInputs */

const en_digest_finished_list = /** @type {(inputs: Digest_Finished_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Finished: ${i?.names}.`)
};

const es_digest_finished_list = /** @type {(inputs: Digest_Finished_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terminadas: ${i?.names}.`)
};

const fr_digest_finished_list = /** @type {(inputs: Digest_Finished_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terminées : ${i?.names}.`)
};

const it_digest_finished_list = /** @type {(inputs: Digest_Finished_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Concluse: ${i?.names}.`)
};

const pt_digest_finished_list = /** @type {(inputs: Digest_Finished_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terminadas: ${i?.names}.`)
};

const el_digest_finished_list = /** @type {(inputs: Digest_Finished_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ολοκληρώθηκαν: ${i?.names}.`)
};

const hr_digest_finished_list = /** @type {(inputs: Digest_Finished_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Završena: ${i?.names}.`)
};

/**
* | output |
* | --- |
* | "Finished: {names}." |
*
* @param {Digest_Finished_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_finished_list = /** @type {((inputs: Digest_Finished_ListInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_Finished_ListInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_digest_finished_list(inputs)
	if (locale === "fr") return fr_digest_finished_list(inputs)
	if (locale === "it") return it_digest_finished_list(inputs)
	if (locale === "pt") return pt_digest_finished_list(inputs)
	if (locale === "el") return el_digest_finished_list(inputs)
	if (locale === "hr") return hr_digest_finished_list(inputs)
	return en_digest_finished_list(inputs)
});