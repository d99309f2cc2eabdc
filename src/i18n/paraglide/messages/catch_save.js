import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_SaveInputs */

const en_catch_save = /** @type {(inputs: Catch_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save catch`)
};

const es_catch_save = /** @type {(inputs: Catch_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar captura`)
};

const fr_catch_save = /** @type {(inputs: Catch_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer la prise`)
};

const it_catch_save = /** @type {(inputs: Catch_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salva la cattura`)
};

const pt_catch_save = /** @type {(inputs: Catch_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar captura`)
};

const el_catch_save = /** @type {(inputs: Catch_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποθήκευση ψαριάς`)
};

const hr_catch_save = /** @type {(inputs: Catch_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spremite ulov`)
};

/**
* | output |
* | --- |
* | "Save catch" |
*
* @param {Catch_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_save = /** @type {((inputs?: Catch_SaveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_SaveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_save(inputs)
	if (locale === "fr") return fr_catch_save(inputs)
	if (locale === "it") return it_catch_save(inputs)
	if (locale === "pt") return pt_catch_save(inputs)
	if (locale === "el") return el_catch_save(inputs)
	if (locale === "hr") return hr_catch_save(inputs)
	return en_catch_save(inputs)
});