import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Col_DeviceInputs */

const en_account_col_device = /** @type {(inputs: Account_Col_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Device`)
};

const es_account_col_device = /** @type {(inputs: Account_Col_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispositivo`)
};

const fr_account_col_device = /** @type {(inputs: Account_Col_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appareil`)
};

const it_account_col_device = /** @type {(inputs: Account_Col_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispositivo`)
};

const pt_account_col_device = /** @type {(inputs: Account_Col_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispositivo`)
};

const el_account_col_device = /** @type {(inputs: Account_Col_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Συσκευή`)
};

const hr_account_col_device = /** @type {(inputs: Account_Col_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uređaj`)
};

/**
* | output |
* | --- |
* | "Device" |
*
* @param {Account_Col_DeviceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_col_device = /** @type {((inputs?: Account_Col_DeviceInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Col_DeviceInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_col_device(inputs)
	if (locale === "fr") return fr_account_col_device(inputs)
	if (locale === "it") return it_account_col_device(inputs)
	if (locale === "pt") return pt_account_col_device(inputs)
	if (locale === "el") return el_account_col_device(inputs)
	if (locale === "hr") return hr_account_col_device(inputs)
	return en_account_col_device(inputs)
});