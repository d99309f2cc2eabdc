import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_SaveInputs */

const en_dev_save = /** @type {(inputs: Dev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

const es_dev_save = /** @type {(inputs: Dev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

const fr_dev_save = /** @type {(inputs: Dev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer`)
};

const it_dev_save = /** @type {(inputs: Dev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salva`)
};

const pt_dev_save = /** @type {(inputs: Dev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvar`)
};

const el_dev_save = /** @type {(inputs: Dev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αποθήκευση`)
};

const hr_dev_save = /** @type {(inputs: Dev_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spremi`)
};

/**
* | output |
* | --- |
* | "Save" |
*
* @param {Dev_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_save = /** @type {((inputs?: Dev_SaveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_SaveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_save(inputs)
	if (locale === "fr") return fr_dev_save(inputs)
	if (locale === "it") return it_dev_save(inputs)
	if (locale === "pt") return pt_dev_save(inputs)
	if (locale === "el") return el_dev_save(inputs)
	if (locale === "hr") return hr_dev_save(inputs)
	return en_dev_save(inputs)
});