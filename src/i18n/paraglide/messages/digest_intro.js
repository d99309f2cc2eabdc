import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ club: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Digest_IntroInputs */

const en_digest_intro = /** @type {(inputs: Digest_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What happened in ${i?.club} from ${i?.from} to ${i?.to}:`)
};

const es_digest_intro = /** @type {(inputs: Digest_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lo que pasó en ${i?.club} del ${i?.from} al ${i?.to}:`)
};

const fr_digest_intro = /** @type {(inputs: Digest_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce qui s’est passé au sein de ${i?.club} du ${i?.from} au ${i?.to} :`)
};

const it_digest_intro = /** @type {(inputs: Digest_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cosa è successo in ${i?.club} dal ${i?.from} al ${i?.to}:`)
};

const pt_digest_intro = /** @type {(inputs: Digest_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O que aconteceu em ${i?.club} de ${i?.from} a ${i?.to}:`)
};

const el_digest_intro = /** @type {(inputs: Digest_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Τι έγινε στον σύλλογο ${i?.club} από ${i?.from} έως ${i?.to}:`)
};

const hr_digest_intro = /** @type {(inputs: Digest_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Što se događalo u klubu ${i?.club} od ${i?.from} do ${i?.to}:`)
};

/**
* | output |
* | --- |
* | "What happened in {club} from {from} to {to}:" |
*
* @param {Digest_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_intro = /** @type {((inputs: Digest_IntroInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_IntroInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_digest_intro(inputs)
	if (locale === "fr") return fr_digest_intro(inputs)
	if (locale === "it") return it_digest_intro(inputs)
	if (locale === "pt") return pt_digest_intro(inputs)
	if (locale === "el") return el_digest_intro(inputs)
	if (locale === "hr") return hr_digest_intro(inputs)
	return en_digest_intro(inputs)
});