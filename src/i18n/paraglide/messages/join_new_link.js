import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_New_LinkInputs */

const en_join_new_link = /** @type {(inputs: Join_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New link`)
};

const es_join_new_link = /** @type {(inputs: Join_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo enlace`)
};

const fr_join_new_link = /** @type {(inputs: Join_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau lien`)
};

const it_join_new_link = /** @type {(inputs: Join_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuovo link`)
};

const pt_join_new_link = /** @type {(inputs: Join_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novo link`)
};

const el_join_new_link = /** @type {(inputs: Join_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Νέος σύνδεσμος`)
};

const hr_join_new_link = /** @type {(inputs: Join_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova poveznica`)
};

/**
* | output |
* | --- |
* | "New link" |
*
* @param {Join_New_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_new_link = /** @type {((inputs?: Join_New_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_New_LinkInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_new_link(inputs)
	if (locale === "fr") return fr_join_new_link(inputs)
	if (locale === "it") return it_join_new_link(inputs)
	if (locale === "pt") return pt_join_new_link(inputs)
	if (locale === "el") return el_join_new_link(inputs)
	if (locale === "hr") return hr_join_new_link(inputs)
	return en_join_new_link(inputs)
});