import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_DecisionInputs */

const en_dev_decision = /** @type {(inputs: Dev_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decision`)
};

const es_dev_decision = /** @type {(inputs: Dev_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decisión`)
};

const fr_dev_decision = /** @type {(inputs: Dev_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Décision`)
};

const it_dev_decision = /** @type {(inputs: Dev_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decisione`)
};

const pt_dev_decision = /** @type {(inputs: Dev_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decisão`)
};

const el_dev_decision = /** @type {(inputs: Dev_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απόφαση`)
};

const hr_dev_decision = /** @type {(inputs: Dev_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odluka`)
};

/**
* | output |
* | --- |
* | "Decision" |
*
* @param {Dev_DecisionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_decision = /** @type {((inputs?: Dev_DecisionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DecisionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_decision(inputs)
	if (locale === "fr") return fr_dev_decision(inputs)
	if (locale === "it") return it_dev_decision(inputs)
	if (locale === "pt") return pt_dev_decision(inputs)
	if (locale === "el") return el_dev_decision(inputs)
	if (locale === "hr") return hr_dev_decision(inputs)
	return en_dev_decision(inputs)
});