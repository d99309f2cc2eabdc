import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Name_LabelInputs */

const en_join_name_label = /** @type {(inputs: Join_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name (as others see it)`)
};

const es_join_name_label = /** @type {(inputs: Join_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre (el que verán los demás)`)
};

const fr_join_name_label = /** @type {(inputs: Join_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom (tel que les autres le voient)`)
};

const it_join_name_label = /** @type {(inputs: Join_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome (come lo vedono gli altri)`)
};

const pt_join_name_label = /** @type {(inputs: Join_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome (como os outros o veem)`)
};

const el_join_name_label = /** @type {(inputs: Join_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όνομα (όπως το βλέπουν οι άλλοι)`)
};

const hr_join_name_label = /** @type {(inputs: Join_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ime (kako ga drugi vide)`)
};

/**
* | output |
* | --- |
* | "Name (as others see it)" |
*
* @param {Join_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_name_label = /** @type {((inputs?: Join_Name_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Name_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_name_label(inputs)
	if (locale === "fr") return fr_join_name_label(inputs)
	if (locale === "it") return it_join_name_label(inputs)
	if (locale === "pt") return pt_join_name_label(inputs)
	if (locale === "el") return el_join_name_label(inputs)
	if (locale === "hr") return hr_join_name_label(inputs)
	return en_join_name_label(inputs)
});