import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Device_UnknownInputs */

const en_account_device_unknown = /** @type {(inputs: Account_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unknown device`)
};

const es_account_device_unknown = /** @type {(inputs: Account_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un dispositivo desconocido`)
};

const fr_account_device_unknown = /** @type {(inputs: Account_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un appareil inconnu`)
};

const it_account_device_unknown = /** @type {(inputs: Account_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un dispositivo sconosciuto`)
};

const pt_account_device_unknown = /** @type {(inputs: Account_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`um dispositivo desconhecido`)
};

const el_account_device_unknown = /** @type {(inputs: Account_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`άγνωστη συσκευή`)
};

const hr_account_device_unknown = /** @type {(inputs: Account_Device_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nepoznat uređaj`)
};

/**
* | output |
* | --- |
* | "an unknown device" |
*
* @param {Account_Device_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_device_unknown = /** @type {((inputs?: Account_Device_UnknownInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Device_UnknownInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_device_unknown(inputs)
	if (locale === "fr") return fr_account_device_unknown(inputs)
	if (locale === "it") return it_account_device_unknown(inputs)
	if (locale === "pt") return pt_account_device_unknown(inputs)
	if (locale === "el") return el_account_device_unknown(inputs)
	if (locale === "hr") return hr_account_device_unknown(inputs)
	return en_account_device_unknown(inputs)
});