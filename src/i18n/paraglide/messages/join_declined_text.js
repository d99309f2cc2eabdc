import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Declined_TextInputs */

const en_join_declined_text = /** @type {(inputs: Join_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An administrator declined this sign-up.`)
};

const es_join_declined_text = /** @type {(inputs: Join_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un administrador ha rechazado esta solicitud.`)
};

const fr_join_declined_text = /** @type {(inputs: Join_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un administrateur a refusé cette inscription.`)
};

const it_join_declined_text = /** @type {(inputs: Join_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un amministratore ha rifiutato questa iscrizione.`)
};

const pt_join_declined_text = /** @type {(inputs: Join_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um administrador recusou este pedido.`)
};

const el_join_declined_text = /** @type {(inputs: Join_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ένας διαχειριστής απέρριψε αυτή την εγγραφή.`)
};

const hr_join_declined_text = /** @type {(inputs: Join_Declined_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrator je odbio ovu registraciju.`)
};

/**
* | output |
* | --- |
* | "An administrator declined this sign-up." |
*
* @param {Join_Declined_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_declined_text = /** @type {((inputs?: Join_Declined_TextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Declined_TextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_declined_text(inputs)
	if (locale === "fr") return fr_join_declined_text(inputs)
	if (locale === "it") return it_join_declined_text(inputs)
	if (locale === "pt") return pt_join_declined_text(inputs)
	if (locale === "el") return el_join_declined_text(inputs)
	if (locale === "hr") return hr_join_declined_text(inputs)
	return en_join_declined_text(inputs)
});