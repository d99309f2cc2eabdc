import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ browser: NonNullable<unknown>, system: NonNullable<unknown> }} Account_Device_OnInputs */

const en_account_device_on = /** @type {(inputs: Account_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} on ${i?.system}`)
};

const es_account_device_on = /** @type {(inputs: Account_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} en ${i?.system}`)
};

const fr_account_device_on = /** @type {(inputs: Account_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} sur ${i?.system}`)
};

const it_account_device_on = /** @type {(inputs: Account_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} su ${i?.system}`)
};

const pt_account_device_on = /** @type {(inputs: Account_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} em ${i?.system}`)
};

const el_account_device_on = /** @type {(inputs: Account_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} σε ${i?.system}`)
};

const hr_account_device_on = /** @type {(inputs: Account_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} na ${i?.system}`)
};

/**
* | output |
* | --- |
* | "{browser} on {system}" |
*
* @param {Account_Device_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_device_on = /** @type {((inputs: Account_Device_OnInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Device_OnInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_device_on(inputs)
	if (locale === "fr") return fr_account_device_on(inputs)
	if (locale === "it") return it_account_device_on(inputs)
	if (locale === "pt") return pt_account_device_on(inputs)
	if (locale === "el") return el_account_device_on(inputs)
	if (locale === "hr") return hr_account_device_on(inputs)
	return en_account_device_on(inputs)
});