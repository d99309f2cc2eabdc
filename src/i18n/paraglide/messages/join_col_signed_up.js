import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Col_Signed_UpInputs */

const en_join_col_signed_up = /** @type {(inputs: Join_Col_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed up`)
};

const es_join_col_signed_up = /** @type {(inputs: Join_Col_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitado`)
};

const fr_join_col_signed_up = /** @type {(inputs: Join_Col_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription`)
};

const it_join_col_signed_up = /** @type {(inputs: Join_Col_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscrizione`)
};

const pt_join_col_signed_up = /** @type {(inputs: Join_Col_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido em`)
};

const el_join_col_signed_up = /** @type {(inputs: Join_Col_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εγγραφή`)
};

const hr_join_col_signed_up = /** @type {(inputs: Join_Col_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registracija`)
};

/**
* | output |
* | --- |
* | "Signed up" |
*
* @param {Join_Col_Signed_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_col_signed_up = /** @type {((inputs?: Join_Col_Signed_UpInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Col_Signed_UpInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_col_signed_up(inputs)
	if (locale === "fr") return fr_join_col_signed_up(inputs)
	if (locale === "it") return it_join_col_signed_up(inputs)
	if (locale === "pt") return pt_join_col_signed_up(inputs)
	if (locale === "el") return el_join_col_signed_up(inputs)
	if (locale === "hr") return hr_join_col_signed_up(inputs)
	return en_join_col_signed_up(inputs)
});