import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Message_To_VerifierInputs */

const en_verify_message_to_verifier = /** @type {(inputs: Verify_Message_To_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message to the verifier`)
};

const es_verify_message_to_verifier = /** @type {(inputs: Verify_Message_To_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje para quien verifica`)
};

const fr_verify_message_to_verifier = /** @type {(inputs: Verify_Message_To_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message au validateur`)
};

const it_verify_message_to_verifier = /** @type {(inputs: Verify_Message_To_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messaggio per chi verifica`)
};

const pt_verify_message_to_verifier = /** @type {(inputs: Verify_Message_To_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensagem para quem verifica`)
};

const el_verify_message_to_verifier = /** @type {(inputs: Verify_Message_To_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μήνυμα προς τον ελεγκτή`)
};

const hr_verify_message_to_verifier = /** @type {(inputs: Verify_Message_To_VerifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poruka provjeravatelju`)
};

/**
* | output |
* | --- |
* | "Message to the verifier" |
*
* @param {Verify_Message_To_VerifierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_message_to_verifier = /** @type {((inputs?: Verify_Message_To_VerifierInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Message_To_VerifierInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_message_to_verifier(inputs)
	if (locale === "fr") return fr_verify_message_to_verifier(inputs)
	if (locale === "it") return it_verify_message_to_verifier(inputs)
	if (locale === "pt") return pt_verify_message_to_verifier(inputs)
	if (locale === "el") return el_verify_message_to_verifier(inputs)
	if (locale === "hr") return hr_verify_message_to_verifier(inputs)
	return en_verify_message_to_verifier(inputs)
});