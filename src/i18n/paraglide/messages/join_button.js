import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_ButtonInputs */

const en_join_button = /** @type {(inputs: Join_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join`)
};

const es_join_button = /** @type {(inputs: Join_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unirme`)
};

const fr_join_button = /** @type {(inputs: Join_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre`)
};

const it_join_button = /** @type {(inputs: Join_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entra`)
};

const pt_join_button = /** @type {(inputs: Join_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

const el_join_button = /** @type {(inputs: Join_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εγγραφή`)
};

const hr_join_button = /** @type {(inputs: Join_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pridruži se`)
};

/**
* | output |
* | --- |
* | "Join" |
*
* @param {Join_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_button = /** @type {((inputs?: Join_ButtonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_ButtonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_button(inputs)
	if (locale === "fr") return fr_join_button(inputs)
	if (locale === "it") return it_join_button(inputs)
	if (locale === "pt") return pt_join_button(inputs)
	if (locale === "el") return el_join_button(inputs)
	if (locale === "hr") return hr_join_button(inputs)
	return en_join_button(inputs)
});