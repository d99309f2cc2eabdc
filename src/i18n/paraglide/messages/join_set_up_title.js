import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Set_Up_TitleInputs */

const en_join_set_up_title = /** @type {(inputs: Join_Set_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd is set up`)
};

const es_join_set_up_title = /** @type {(inputs: Join_Set_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd ya está configurado`)
};

const fr_join_set_up_title = /** @type {(inputs: Join_Set_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd est configuré`)
};

const it_join_set_up_title = /** @type {(inputs: Join_Set_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd è configurato`)
};

const pt_join_set_up_title = /** @type {(inputs: Join_Set_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O catchd já está configurado`)
};

const el_join_set_up_title = /** @type {(inputs: Join_Set_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Το catchd έχει ρυθμιστεί`)
};

const hr_join_set_up_title = /** @type {(inputs: Join_Set_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catchd je postavljen`)
};

/**
* | output |
* | --- |
* | "catchd is set up" |
*
* @param {Join_Set_Up_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_set_up_title = /** @type {((inputs?: Join_Set_Up_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Set_Up_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_set_up_title(inputs)
	if (locale === "fr") return fr_join_set_up_title(inputs)
	if (locale === "it") return it_join_set_up_title(inputs)
	if (locale === "pt") return pt_join_set_up_title(inputs)
	if (locale === "el") return el_join_set_up_title(inputs)
	if (locale === "hr") return hr_join_set_up_title(inputs)
	return en_join_set_up_title(inputs)
});