import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_SessionInputs */

const en_dev_session = /** @type {(inputs: Dev_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`session`)
};

const es_dev_session = /** @type {(inputs: Dev_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sesión`)
};

const fr_dev_session = /** @type {(inputs: Dev_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`session`)
};

const it_dev_session = /** @type {(inputs: Dev_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sessione`)
};

const pt_dev_session = /** @type {(inputs: Dev_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sessão`)
};

const el_dev_session = /** @type {(inputs: Dev_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`συνεδρία`)
};

const hr_dev_session = /** @type {(inputs: Dev_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sesija`)
};

/**
* | output |
* | --- |
* | "session" |
*
* @param {Dev_SessionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_session = /** @type {((inputs?: Dev_SessionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_SessionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_session(inputs)
	if (locale === "fr") return fr_dev_session(inputs)
	if (locale === "it") return it_dev_session(inputs)
	if (locale === "pt") return pt_dev_session(inputs)
	if (locale === "el") return el_dev_session(inputs)
	if (locale === "hr") return hr_dev_session(inputs)
	return en_dev_session(inputs)
});