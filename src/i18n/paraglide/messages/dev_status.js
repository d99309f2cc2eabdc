import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_StatusInputs */

const en_dev_status = /** @type {(inputs: Dev_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const es_dev_status = /** @type {(inputs: Dev_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

const fr_dev_status = /** @type {(inputs: Dev_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut`)
};

const it_dev_status = /** @type {(inputs: Dev_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stato`)
};

const pt_dev_status = /** @type {(inputs: Dev_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const el_dev_status = /** @type {(inputs: Dev_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κατάσταση`)
};

const hr_dev_status = /** @type {(inputs: Dev_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Dev_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_status = /** @type {((inputs?: Dev_StatusInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_StatusInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_status(inputs)
	if (locale === "fr") return fr_dev_status(inputs)
	if (locale === "it") return it_dev_status(inputs)
	if (locale === "pt") return pt_dev_status(inputs)
	if (locale === "el") return el_dev_status(inputs)
	if (locale === "hr") return hr_dev_status(inputs)
	return en_dev_status(inputs)
});