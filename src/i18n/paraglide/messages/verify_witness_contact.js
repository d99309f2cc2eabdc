import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Witness_ContactInputs */

const en_verify_witness_contact = /** @type {(inputs: Verify_Witness_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email or phone`)
};

const es_verify_witness_contact = /** @type {(inputs: Verify_Witness_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo o teléfono`)
};

const fr_verify_witness_contact = /** @type {(inputs: Verify_Witness_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail ou téléphone`)
};

const it_verify_witness_contact = /** @type {(inputs: Verify_Witness_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email o telefono`)
};

const pt_verify_witness_contact = /** @type {(inputs: Verify_Witness_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail ou telefone`)
};

const el_verify_witness_contact = /** @type {(inputs: Verify_Witness_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διεύθυνση email ή τηλέφωνο`)
};

const hr_verify_witness_contact = /** @type {(inputs: Verify_Witness_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-pošta ili telefon`)
};

/**
* | output |
* | --- |
* | "Email or phone" |
*
* @param {Verify_Witness_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_witness_contact = /** @type {((inputs?: Verify_Witness_ContactInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Witness_ContactInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_witness_contact(inputs)
	if (locale === "fr") return fr_verify_witness_contact(inputs)
	if (locale === "it") return it_verify_witness_contact(inputs)
	if (locale === "pt") return pt_verify_witness_contact(inputs)
	if (locale === "el") return el_verify_witness_contact(inputs)
	if (locale === "hr") return hr_verify_witness_contact(inputs)
	return en_verify_witness_contact(inputs)
});