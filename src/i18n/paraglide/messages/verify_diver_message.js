import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ note: NonNullable<unknown> }} Verify_Diver_MessageInputs */

const en_verify_diver_message = /** @type {(inputs: Verify_Diver_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diver’s message: “${i?.note}”`)
};

const es_verify_diver_message = /** @type {(inputs: Verify_Diver_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mensaje del pescador: «${i?.note}»`)
};

const fr_verify_diver_message = /** @type {(inputs: Verify_Diver_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Message du chasseur : « ${i?.note} »`)
};

const it_verify_diver_message = /** @type {(inputs: Verify_Diver_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Messaggio del pescatore: «${i?.note}»`)
};

const pt_verify_diver_message = /** @type {(inputs: Verify_Diver_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mensagem do pescador: “${i?.note}”`)
};

const el_verify_diver_message = /** @type {(inputs: Verify_Diver_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Μήνυμα του ψαροντουφεκά: «${i?.note}»`)
};

const hr_verify_diver_message = /** @type {(inputs: Verify_Diver_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Poruka ribolovca: „${i?.note}”`)
};

/**
* | output |
* | --- |
* | "Diver’s message: “{note}”" |
*
* @param {Verify_Diver_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_diver_message = /** @type {((inputs: Verify_Diver_MessageInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Diver_MessageInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_diver_message(inputs)
	if (locale === "fr") return fr_verify_diver_message(inputs)
	if (locale === "it") return it_verify_diver_message(inputs)
	if (locale === "pt") return pt_verify_diver_message(inputs)
	if (locale === "el") return el_verify_diver_message(inputs)
	if (locale === "hr") return hr_verify_diver_message(inputs)
	return en_verify_diver_message(inputs)
});