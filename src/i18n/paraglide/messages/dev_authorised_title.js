import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Authorised_TitleInputs */

const en_dev_authorised_title = /** @type {(inputs: Dev_Authorised_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apps you authorised`)
};

const es_dev_authorised_title = /** @type {(inputs: Dev_Authorised_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicaciones que autorizaste`)
};

const fr_dev_authorised_title = /** @type {(inputs: Dev_Authorised_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications que vous avez autorisées`)
};

const it_dev_authorised_title = /** @type {(inputs: Dev_Authorised_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App che hai autorizzato`)
};

const pt_dev_authorised_title = /** @type {(inputs: Dev_Authorised_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicações que você autorizou`)
};

const el_dev_authorised_title = /** @type {(inputs: Dev_Authorised_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εφαρμογές που εξουσιοδοτήσατε`)
};

const hr_dev_authorised_title = /** @type {(inputs: Dev_Authorised_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplikacije koje ste ovlastili`)
};

/**
* | output |
* | --- |
* | "Apps you authorised" |
*
* @param {Dev_Authorised_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_authorised_title = /** @type {((inputs?: Dev_Authorised_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Authorised_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_authorised_title(inputs)
	if (locale === "fr") return fr_dev_authorised_title(inputs)
	if (locale === "it") return it_dev_authorised_title(inputs)
	if (locale === "pt") return pt_dev_authorised_title(inputs)
	if (locale === "el") return el_dev_authorised_title(inputs)
	if (locale === "hr") return hr_dev_authorised_title(inputs)
	return en_dev_authorised_title(inputs)
});