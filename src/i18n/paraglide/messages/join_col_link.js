import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Col_LinkInputs */

const en_join_col_link = /** @type {(inputs: Join_Col_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

const es_join_col_link = /** @type {(inputs: Join_Col_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace`)
};

const fr_join_col_link = /** @type {(inputs: Join_Col_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien`)
};

const it_join_col_link = /** @type {(inputs: Join_Col_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

const pt_join_col_link = /** @type {(inputs: Join_Col_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

const el_join_col_link = /** @type {(inputs: Join_Col_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σύνδεσμος`)
};

const hr_join_col_link = /** @type {(inputs: Join_Col_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poveznica`)
};

/**
* | output |
* | --- |
* | "Link" |
*
* @param {Join_Col_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_col_link = /** @type {((inputs?: Join_Col_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Col_LinkInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_col_link(inputs)
	if (locale === "fr") return fr_join_col_link(inputs)
	if (locale === "it") return it_join_col_link(inputs)
	if (locale === "pt") return pt_join_col_link(inputs)
	if (locale === "el") return el_join_col_link(inputs)
	if (locale === "hr") return hr_join_col_link(inputs)
	return en_join_col_link(inputs)
});