import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Units_ImperialInputs */

const en_account_units_imperial = /** @type {(inputs: Account_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperial (lb, in, ft, °F)`)
};

const es_account_units_imperial = /** @type {(inputs: Account_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperial (lb, in, ft, °F)`)
};

const fr_account_units_imperial = /** @type {(inputs: Account_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impérial (lb, in, ft, °F)`)
};

const it_account_units_imperial = /** @type {(inputs: Account_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperiale (lb, in, ft, °F)`)
};

const pt_account_units_imperial = /** @type {(inputs: Account_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperial (lb, in, ft, °F)`)
};

const el_account_units_imperial = /** @type {(inputs: Account_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αγγλοσαξονικό (lb, in, ft, °F)`)
};

const hr_account_units_imperial = /** @type {(inputs: Account_Units_ImperialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imperijalni (lb, in, ft, °F)`)
};

/**
* | output |
* | --- |
* | "Imperial (lb, in, ft, °F)" |
*
* @param {Account_Units_ImperialInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_units_imperial = /** @type {((inputs?: Account_Units_ImperialInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Units_ImperialInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_units_imperial(inputs)
	if (locale === "fr") return fr_account_units_imperial(inputs)
	if (locale === "it") return it_account_units_imperial(inputs)
	if (locale === "pt") return pt_account_units_imperial(inputs)
	if (locale === "el") return el_account_units_imperial(inputs)
	if (locale === "hr") return hr_account_units_imperial(inputs)
	return en_account_units_imperial(inputs)
});