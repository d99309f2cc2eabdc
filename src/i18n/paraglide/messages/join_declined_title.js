import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Declined_TitleInputs */

const en_join_declined_title = /** @type {(inputs: Join_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-up declined`)
};

const es_join_declined_title = /** @type {(inputs: Join_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud rechazada`)
};

const fr_join_declined_title = /** @type {(inputs: Join_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription refusée`)
};

const it_join_declined_title = /** @type {(inputs: Join_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscrizione rifiutata`)
};

const pt_join_declined_title = /** @type {(inputs: Join_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido recusado`)
};

const el_join_declined_title = /** @type {(inputs: Join_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η εγγραφή απορρίφθηκε`)
};

const hr_join_declined_title = /** @type {(inputs: Join_Declined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registracija odbijena`)
};

/**
* | output |
* | --- |
* | "Sign-up declined" |
*
* @param {Join_Declined_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_declined_title = /** @type {((inputs?: Join_Declined_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Declined_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_declined_title(inputs)
	if (locale === "fr") return fr_join_declined_title(inputs)
	if (locale === "it") return it_join_declined_title(inputs)
	if (locale === "pt") return pt_join_declined_title(inputs)
	if (locale === "el") return el_join_declined_title(inputs)
	if (locale === "hr") return hr_join_declined_title(inputs)
	return en_join_declined_title(inputs)
});