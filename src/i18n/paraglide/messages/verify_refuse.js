import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_RefuseInputs */

const en_verify_refuse = /** @type {(inputs: Verify_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuse (stays or goes back to unverified)`)
};

const es_verify_refuse = /** @type {(inputs: Verify_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar (queda o vuelve a sin verificar)`)
};

const fr_verify_refuse = /** @type {(inputs: Verify_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser (reste ou redevient non validée)`)
};

const it_verify_refuse = /** @type {(inputs: Verify_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rifiuta (resta o torna non verificata)`)
};

const pt_verify_refuse = /** @type {(inputs: Verify_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recusar (fica ou volta a sem verificação)`)
};

const el_verify_refuse = /** @type {(inputs: Verify_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απόρριψη (μένει ή επιστρέφει χωρίς επαλήθευση)`)
};

const hr_verify_refuse = /** @type {(inputs: Verify_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odbij (ostaje ili se vraća u neprovjerene)`)
};

/**
* | output |
* | --- |
* | "Refuse (stays or goes back to unverified)" |
*
* @param {Verify_RefuseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const verify_refuse = /** @type {((inputs?: Verify_RefuseInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_RefuseInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_verify_refuse(inputs)
	if (locale === "fr") return fr_verify_refuse(inputs)
	if (locale === "it") return it_verify_refuse(inputs)
	if (locale === "pt") return pt_verify_refuse(inputs)
	if (locale === "el") return el_verify_refuse(inputs)
	if (locale === "hr") return hr_verify_refuse(inputs)
	return en_verify_refuse(inputs)
});