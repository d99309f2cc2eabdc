import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ club: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Digest_SubjectInputs */

const en_digest_subject = /** @type {(inputs: Digest_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.club}: the week of ${i?.from} to ${i?.to}`)
};

const es_digest_subject = /** @type {(inputs: Digest_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.club}: la semana del ${i?.from} al ${i?.to}`)
};

const fr_digest_subject = /** @type {(inputs: Digest_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.club} : la semaine du ${i?.from} au ${i?.to}`)
};

const it_digest_subject = /** @type {(inputs: Digest_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.club}: la settimana dal ${i?.from} al ${i?.to}`)
};

const pt_digest_subject = /** @type {(inputs: Digest_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.club}: a semana de ${i?.from} a ${i?.to}`)
};

const el_digest_subject = /** @type {(inputs: Digest_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.club}: η εβδομάδα ${i?.from} έως ${i?.to}`)
};

const hr_digest_subject = /** @type {(inputs: Digest_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.club}: tjedan od ${i?.from} do ${i?.to}`)
};

/**
* | output |
* | --- |
* | "{club}: the week of {from} to {to}" |
*
* @param {Digest_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_subject = /** @type {((inputs: Digest_SubjectInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_SubjectInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_digest_subject(inputs)
	if (locale === "fr") return fr_digest_subject(inputs)
	if (locale === "it") return it_digest_subject(inputs)
	if (locale === "pt") return pt_digest_subject(inputs)
	if (locale === "el") return el_digest_subject(inputs)
	if (locale === "hr") return hr_digest_subject(inputs)
	return en_digest_subject(inputs)
});