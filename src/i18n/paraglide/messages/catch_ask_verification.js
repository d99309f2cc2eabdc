import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Ask_VerificationInputs */

const en_catch_ask_verification = /** @type {(inputs: Catch_Ask_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add evidence and ask for verification`)
};

const es_catch_ask_verification = /** @type {(inputs: Catch_Ask_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir pruebas y pedir verificación`)
};

const fr_catch_ask_verification = /** @type {(inputs: Catch_Ask_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter des preuves et demander une validation`)
};

const it_catch_ask_verification = /** @type {(inputs: Catch_Ask_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungi prove e chiedi la verifica`)
};

const pt_catch_ask_verification = /** @type {(inputs: Catch_Ask_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juntar provas e pedir verificação`)
};

const el_catch_ask_verification = /** @type {(inputs: Catch_Ask_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Προσθήκη αποδείξεων και αίτημα επαλήθευσης`)
};

const hr_catch_ask_verification = /** @type {(inputs: Catch_Ask_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dodajte dokaze i zatražite provjeru`)
};

/**
* | output |
* | --- |
* | "Add evidence and ask for verification" |
*
* @param {Catch_Ask_VerificationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_ask_verification = /** @type {((inputs?: Catch_Ask_VerificationInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Ask_VerificationInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_ask_verification(inputs)
	if (locale === "fr") return fr_catch_ask_verification(inputs)
	if (locale === "it") return it_catch_ask_verification(inputs)
	if (locale === "pt") return pt_catch_ask_verification(inputs)
	if (locale === "el") return el_catch_ask_verification(inputs)
	if (locale === "hr") return hr_catch_ask_verification(inputs)
	return en_catch_ask_verification(inputs)
});