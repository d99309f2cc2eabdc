import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Setup_TitleInputs */

const en_join_setup_title = /** @type {(inputs: Join_Setup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up catchd`)
};

const es_join_setup_title = /** @type {(inputs: Join_Setup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configura catchd`)
};

const fr_join_setup_title = /** @type {(inputs: Join_Setup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurez catchd`)
};

const it_join_setup_title = /** @type {(inputs: Join_Setup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configura catchd`)
};

const pt_join_setup_title = /** @type {(inputs: Join_Setup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configure o catchd`)
};

const el_join_setup_title = /** @type {(inputs: Join_Setup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ρύθμιση του catchd`)
};

const hr_join_setup_title = /** @type {(inputs: Join_Setup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postavite catchd`)
};

/**
* | output |
* | --- |
* | "Set up catchd" |
*
* @param {Join_Setup_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_setup_title = /** @type {((inputs?: Join_Setup_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Setup_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_setup_title(inputs)
	if (locale === "fr") return fr_join_setup_title(inputs)
	if (locale === "it") return it_join_setup_title(inputs)
	if (locale === "pt") return pt_join_setup_title(inputs)
	if (locale === "el") return el_join_setup_title(inputs)
	if (locale === "hr") return hr_join_setup_title(inputs)
	return en_join_setup_title(inputs)
});