import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Delete_KeepInputs */

const en_catch_delete_keep = /** @type {(inputs: Catch_Delete_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

const es_catch_delete_keep = /** @type {(inputs: Catch_Delete_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservarla`)
};

const fr_catch_delete_keep = /** @type {(inputs: Catch_Delete_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La garder`)
};

const it_catch_delete_keep = /** @type {(inputs: Catch_Delete_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tienila`)
};

const pt_catch_delete_keep = /** @type {(inputs: Catch_Delete_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manter`)
};

const el_catch_delete_keep = /** @type {(inputs: Catch_Delete_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διατήρηση`)
};

const hr_catch_delete_keep = /** @type {(inputs: Catch_Delete_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zadržite ga`)
};

/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Catch_Delete_KeepInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_delete_keep = /** @type {((inputs?: Catch_Delete_KeepInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_KeepInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_delete_keep(inputs)
	if (locale === "fr") return fr_catch_delete_keep(inputs)
	if (locale === "it") return it_catch_delete_keep(inputs)
	if (locale === "pt") return pt_catch_delete_keep(inputs)
	if (locale === "el") return el_catch_delete_keep(inputs)
	if (locale === "hr") return hr_catch_delete_keep(inputs)
	return en_catch_delete_keep(inputs)
});