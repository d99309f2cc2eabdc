import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Col_DecisionInputs */

const en_join_col_decision = /** @type {(inputs: Join_Col_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decision`)
};

const es_join_col_decision = /** @type {(inputs: Join_Col_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decisión`)
};

const fr_join_col_decision = /** @type {(inputs: Join_Col_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Décision`)
};

const it_join_col_decision = /** @type {(inputs: Join_Col_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decisione`)
};

const pt_join_col_decision = /** @type {(inputs: Join_Col_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decisão`)
};

const el_join_col_decision = /** @type {(inputs: Join_Col_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απόφαση`)
};

const hr_join_col_decision = /** @type {(inputs: Join_Col_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odluka`)
};

/**
* | output |
* | --- |
* | "Decision" |
*
* @param {Join_Col_DecisionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_col_decision = /** @type {((inputs?: Join_Col_DecisionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Col_DecisionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_col_decision(inputs)
	if (locale === "fr") return fr_join_col_decision(inputs)
	if (locale === "it") return it_join_col_decision(inputs)
	if (locale === "pt") return pt_join_col_decision(inputs)
	if (locale === "el") return el_join_col_decision(inputs)
	if (locale === "hr") return hr_join_col_decision(inputs)
	return en_join_col_decision(inputs)
});