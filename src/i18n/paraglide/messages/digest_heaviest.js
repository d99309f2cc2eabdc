import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ species: NonNullable<unknown>, weight: NonNullable<unknown>, diver: NonNullable<unknown> }} Digest_HeaviestInputs */

const en_digest_heaviest = /** @type {(inputs: Digest_HeaviestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Heaviest of the week: ${i?.species}, ${i?.weight}, by ${i?.diver}.`)
};

const es_digest_heaviest = /** @type {(inputs: Digest_HeaviestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La más pesada de la semana: ${i?.species}, ${i?.weight}, de ${i?.diver}.`)
};

const fr_digest_heaviest = /** @type {(inputs: Digest_HeaviestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La plus lourde de la semaine : ${i?.species}, ${i?.weight}, par ${i?.diver}.`)
};

const it_digest_heaviest = /** @type {(inputs: Digest_HeaviestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La più pesante della settimana: ${i?.species}, ${i?.weight}, di ${i?.diver}.`)
};

const pt_digest_heaviest = /** @type {(inputs: Digest_HeaviestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A mais pesada da semana: ${i?.species}, ${i?.weight}, de ${i?.diver}.`)
};

const el_digest_heaviest = /** @type {(inputs: Digest_HeaviestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η βαρύτερη της εβδομάδας: ${i?.species}, ${i?.weight}, από τον/την ${i?.diver}.`)
};

const hr_digest_heaviest = /** @type {(inputs: Digest_HeaviestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Najteži ulov tjedna: ${i?.species}, ${i?.weight}, ${i?.diver}.`)
};

/**
* | output |
* | --- |
* | "Heaviest of the week: {species}, {weight}, by {diver}." |
*
* @param {Digest_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_heaviest = /** @type {((inputs: Digest_HeaviestInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_HeaviestInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_digest_heaviest(inputs)
	if (locale === "fr") return fr_digest_heaviest(inputs)
	if (locale === "it") return it_digest_heaviest(inputs)
	if (locale === "pt") return pt_digest_heaviest(inputs)
	if (locale === "el") return el_digest_heaviest(inputs)
	if (locale === "hr") return hr_digest_heaviest(inputs)
	return en_digest_heaviest(inputs)
});