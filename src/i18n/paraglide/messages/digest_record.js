import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ species: NonNullable<unknown>, weight: NonNullable<unknown>, diver: NonNullable<unknown> }} Digest_RecordInputs */

const en_digest_record = /** @type {(inputs: Digest_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New club record for ${i?.species}: ${i?.weight}, by ${i?.diver}.`)
};

const es_digest_record = /** @type {(inputs: Digest_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuevo récord del club en ${i?.species}: ${i?.weight}, de ${i?.diver}.`)
};

const fr_digest_record = /** @type {(inputs: Digest_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouveau record du club pour ${i?.species} : ${i?.weight}, par ${i?.diver}.`)
};

const it_digest_record = /** @type {(inputs: Digest_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuovo record del club per ${i?.species}: ${i?.weight}, di ${i?.diver}.`)
};

const pt_digest_record = /** @type {(inputs: Digest_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Novo recorde do clube em ${i?.species}: ${i?.weight}, de ${i?.diver}.`)
};

const el_digest_record = /** @type {(inputs: Digest_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Νέο ρεκόρ συλλόγου για ${i?.species}: ${i?.weight}, από τον/την ${i?.diver}.`)
};

const hr_digest_record = /** @type {(inputs: Digest_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Novi klupski rekord za ${i?.species}: ${i?.weight}, ${i?.diver}.`)
};

/**
* | output |
* | --- |
* | "New club record for {species}: {weight}, by {diver}." |
*
* @param {Digest_RecordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const digest_record = /** @type {((inputs: Digest_RecordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Digest_RecordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_digest_record(inputs)
	if (locale === "fr") return fr_digest_record(inputs)
	if (locale === "it") return it_digest_record(inputs)
	if (locale === "pt") return pt_digest_record(inputs)
	if (locale === "el") return el_digest_record(inputs)
	if (locale === "hr") return hr_digest_record(inputs)
	return en_digest_record(inputs)
});