import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ system: NonNullable<unknown> }} Account_Device_Browser_OnInputs */

const en_account_device_browser_on = /** @type {(inputs: Account_Device_Browser_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a browser on ${i?.system}`)
};

const es_account_device_browser_on = /** @type {(inputs: Account_Device_Browser_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`un navegador en ${i?.system}`)
};

const fr_account_device_browser_on = /** @type {(inputs: Account_Device_Browser_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`un navigateur sur ${i?.system}`)
};

const it_account_device_browser_on = /** @type {(inputs: Account_Device_Browser_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`un browser su ${i?.system}`)
};

const pt_account_device_browser_on = /** @type {(inputs: Account_Device_Browser_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`um navegador em ${i?.system}`)
};

const el_account_device_browser_on = /** @type {(inputs: Account_Device_Browser_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ένα πρόγραμμα περιήγησης σε ${i?.system}`)
};

const hr_account_device_browser_on = /** @type {(inputs: Account_Device_Browser_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`preglednik na ${i?.system}`)
};

/**
* | output |
* | --- |
* | "a browser on {system}" |
*
* @param {Account_Device_Browser_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_device_browser_on = /** @type {((inputs: Account_Device_Browser_OnInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Device_Browser_OnInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_device_browser_on(inputs)
	if (locale === "fr") return fr_account_device_browser_on(inputs)
	if (locale === "it") return it_account_device_browser_on(inputs)
	if (locale === "pt") return pt_account_device_browser_on(inputs)
	if (locale === "el") return el_account_device_browser_on(inputs)
	if (locale === "hr") return hr_account_device_browser_on(inputs)
	return en_account_device_browser_on(inputs)
});