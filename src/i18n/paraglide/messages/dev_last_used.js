import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Last_UsedInputs */

const en_dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last used`)
};

const es_dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último uso`)
};

const fr_dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière utilisation`)
};

const it_dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ultimo uso`)
};

const pt_dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último uso`)
};

const el_dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τελευταία χρήση`)
};

const hr_dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zadnja upotreba`)
};

/**
* | output |
* | --- |
* | "Last used" |
*
* @param {Dev_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_last_used = /** @type {((inputs?: Dev_Last_UsedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Last_UsedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_last_used(inputs)
	if (locale === "fr") return fr_dev_last_used(inputs)
	if (locale === "it") return it_dev_last_used(inputs)
	if (locale === "pt") return pt_dev_last_used(inputs)
	if (locale === "el") return el_dev_last_used(inputs)
	if (locale === "hr") return hr_dev_last_used(inputs)
	return en_dev_last_used(inputs)
});