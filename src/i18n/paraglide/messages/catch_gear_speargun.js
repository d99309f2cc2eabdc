import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Gear_SpeargunInputs */

const en_catch_gear_speargun = /** @type {(inputs: Catch_Gear_SpeargunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speargun`)
};

const es_catch_gear_speargun = /** @type {(inputs: Catch_Gear_SpeargunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fusil`)
};

const fr_catch_gear_speargun = /** @type {(inputs: Catch_Gear_SpeargunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fusil`)
};

const it_catch_gear_speargun = /** @type {(inputs: Catch_Gear_SpeargunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fucile`)
};

const pt_catch_gear_speargun = /** @type {(inputs: Catch_Gear_SpeargunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arpão`)
};

const el_catch_gear_speargun = /** @type {(inputs: Catch_Gear_SpeargunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ψαροτούφεκο`)
};

const hr_catch_gear_speargun = /** @type {(inputs: Catch_Gear_SpeargunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puška`)
};

/**
* | output |
* | --- |
* | "Speargun" |
*
* @param {Catch_Gear_SpeargunInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_gear_speargun = /** @type {((inputs?: Catch_Gear_SpeargunInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_SpeargunInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_gear_speargun(inputs)
	if (locale === "fr") return fr_catch_gear_speargun(inputs)
	if (locale === "it") return it_catch_gear_speargun(inputs)
	if (locale === "pt") return pt_catch_gear_speargun(inputs)
	if (locale === "el") return el_catch_gear_speargun(inputs)
	if (locale === "hr") return hr_catch_gear_speargun(inputs)
	return en_catch_gear_speargun(inputs)
});