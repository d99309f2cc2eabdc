import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown>, verifier: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Catch_Verification_MovedInputs */

const en_catch_verification_moved = /** @type {(inputs: Catch_Verification_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.verifier} moved it from ${i?.from} to ${i?.to}`)
};

const es_catch_verification_moved = /** @type {(inputs: Catch_Verification_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.verifier} la pasó de ${i?.from} a ${i?.to}`)
};

const fr_catch_verification_moved = /** @type {(inputs: Catch_Verification_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} : ${i?.verifier} l’a passée de ${i?.from} à ${i?.to}`)
};

const it_catch_verification_moved = /** @type {(inputs: Catch_Verification_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.verifier} l’ha portata da ${i?.from} a ${i?.to}`)
};

const pt_catch_verification_moved = /** @type {(inputs: Catch_Verification_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.verifier} mudou o nível de ${i?.from} para ${i?.to}`)
};

const el_catch_verification_moved = /** @type {(inputs: Catch_Verification_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.verifier} την άλλαξε από ${i?.from} σε ${i?.to}`)
};

const hr_catch_verification_moved = /** @type {(inputs: Catch_Verification_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.verifier} – iz razine ${i?.from} u ${i?.to}`)
};

/**
* | output |
* | --- |
* | "{time}: {verifier} moved it from {from} to {to}" |
*
* @param {Catch_Verification_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_verification_moved = /** @type {((inputs: Catch_Verification_MovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Verification_MovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_verification_moved(inputs)
	if (locale === "fr") return fr_catch_verification_moved(inputs)
	if (locale === "it") return it_catch_verification_moved(inputs)
	if (locale === "pt") return pt_catch_verification_moved(inputs)
	if (locale === "el") return el_catch_verification_moved(inputs)
	if (locale === "hr") return hr_catch_verification_moved(inputs)
	return en_catch_verification_moved(inputs)
});