import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Dive_ScubaInputs */

const en_catch_dive_scuba = /** @type {(inputs: Catch_Dive_ScubaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scuba`)
};

const es_catch_dive_scuba = /** @type {(inputs: Catch_Dive_ScubaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con botella`)
};

const fr_catch_dive_scuba = /** @type {(inputs: Catch_Dive_ScubaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En bouteille`)
};

const it_catch_dive_scuba = /** @type {(inputs: Catch_Dive_ScubaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con bombole`)
};

const pt_catch_dive_scuba = /** @type {(inputs: Catch_Dive_ScubaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Com garrafa`)
};

const el_catch_dive_scuba = /** @type {(inputs: Catch_Dive_ScubaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Με φιάλη`)
};

const hr_catch_dive_scuba = /** @type {(inputs: Catch_Dive_ScubaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S bocom`)
};

/**
* | output |
* | --- |
* | "Scuba" |
*
* @param {Catch_Dive_ScubaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_dive_scuba = /** @type {((inputs?: Catch_Dive_ScubaInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Dive_ScubaInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_dive_scuba(inputs)
	if (locale === "fr") return fr_catch_dive_scuba(inputs)
	if (locale === "it") return it_catch_dive_scuba(inputs)
	if (locale === "pt") return pt_catch_dive_scuba(inputs)
	if (locale === "el") return el_catch_dive_scuba(inputs)
	if (locale === "hr") return hr_catch_dive_scuba(inputs)
	return en_catch_dive_scuba(inputs)
});