import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leave_Your_DataInputs */

const en_leave_your_data = /** @type {(inputs: Leave_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data`)
};

const es_leave_your_data = /** @type {(inputs: Leave_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus datos`)
};

const fr_leave_your_data = /** @type {(inputs: Leave_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos données`)
};

const it_leave_your_data = /** @type {(inputs: Leave_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I tuoi dati`)
};

const pt_leave_your_data = /** @type {(inputs: Leave_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os seus dados`)
};

const el_leave_your_data = /** @type {(inputs: Leave_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τα δεδομένα σας`)
};

const hr_leave_your_data = /** @type {(inputs: Leave_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaši podaci`)
};

/**
* | output |
* | --- |
* | "Your data" |
*
* @param {Leave_Your_DataInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const leave_your_data = /** @type {((inputs?: Leave_Your_DataInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Your_DataInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_leave_your_data(inputs)
	if (locale === "fr") return fr_leave_your_data(inputs)
	if (locale === "it") return it_leave_your_data(inputs)
	if (locale === "pt") return pt_leave_your_data(inputs)
	if (locale === "el") return el_leave_your_data(inputs)
	if (locale === "hr") return hr_leave_your_data(inputs)
	return en_leave_your_data(inputs)
});