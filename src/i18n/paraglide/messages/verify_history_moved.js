import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown>, verifier: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Verify_History_MovedInputs */

const en_verify_history_moved = /** @type {(inputs: Verify_History_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.verifier} moved it from ${i?.from} to ${i?.to}`)
};

const es_verify_history_moved = /** @type {(inputs: Verify_History_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.verifier} la pasó de ${i?.from} a ${i?.to}`)
};

const fr_verify_history_moved = /** @type {(inputs: Verify_History_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} : ${i?.verifier} l’a fait passer de ${i?.from} à ${i?.to}`)
};

const it_verify_history_moved = /** @type {(inputs: Verify_History_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.verifier} l’ha portata da ${i?.from} a ${i?.to}`)
};

const pt_verify_history_moved = /** @type {(inputs: Verify_History_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.verifier} passou-a de ${i?.from} para ${i?.to}`)
};

const el_verify_history_moved = /** @type {(inputs: Verify_History_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.verifier} — αλλαγή από «${i?.from}» σε ${i?.to}`)
};

const hr_verify_history_moved = /** @type {(inputs: Verify_History_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.verifier} promijenio s razine ${i?.from} na ${i?.to}`)
};

/**
* | output |
* | --- |
* | "{time}: {verifier} moved it from {from} to {to}" |
*
* @param {Verify_History_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_history_moved = /** @type {((inputs: Verify_History_MovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_History_MovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_history_moved(inputs)
	if (locale === "fr") return fr_verify_history_moved(inputs)
	if (locale === "it") return it_verify_history_moved(inputs)
	if (locale === "pt") return pt_verify_history_moved(inputs)
	if (locale === "el") return el_verify_history_moved(inputs)
	if (locale === "hr") return hr_verify_history_moved(inputs)
	return en_verify_history_moved(inputs)
});