import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Col_ActionsInputs */

const en_join_col_actions = /** @type {(inputs: Join_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

const es_join_col_actions = /** @type {(inputs: Join_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones`)
};

const fr_join_col_actions = /** @type {(inputs: Join_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

const it_join_col_actions = /** @type {(inputs: Join_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Azioni`)
};

const pt_join_col_actions = /** @type {(inputs: Join_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ações`)
};

const el_join_col_actions = /** @type {(inputs: Join_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ενέργειες`)
};

const hr_join_col_actions = /** @type {(inputs: Join_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Radnje`)
};

/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Join_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_col_actions = /** @type {((inputs?: Join_Col_ActionsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Col_ActionsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_col_actions(inputs)
	if (locale === "fr") return fr_join_col_actions(inputs)
	if (locale === "it") return it_join_col_actions(inputs)
	if (locale === "pt") return pt_join_col_actions(inputs)
	if (locale === "el") return el_join_col_actions(inputs)
	if (locale === "hr") return hr_join_col_actions(inputs)
	return en_join_col_actions(inputs)
});