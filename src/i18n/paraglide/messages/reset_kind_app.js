import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Kind_AppInputs */

const en_reset_kind_app = /** @type {(inputs: Reset_Kind_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App`)
};

const es_reset_kind_app = /** @type {(inputs: Reset_Kind_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App`)
};

const fr_reset_kind_app = /** @type {(inputs: Reset_Kind_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application`)
};

const it_reset_kind_app = /** @type {(inputs: Reset_Kind_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App`)
};

const pt_reset_kind_app = /** @type {(inputs: Reset_Kind_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicação`)
};

const el_reset_kind_app = /** @type {(inputs: Reset_Kind_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εφαρμογή`)
};

const hr_reset_kind_app = /** @type {(inputs: Reset_Kind_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplikacija`)
};

/**
* | output |
* | --- |
* | "App" |
*
* @param {Reset_Kind_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_kind_app = /** @type {((inputs?: Reset_Kind_AppInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Kind_AppInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_kind_app(inputs)
	if (locale === "fr") return fr_reset_kind_app(inputs)
	if (locale === "it") return it_reset_kind_app(inputs)
	if (locale === "pt") return pt_reset_kind_app(inputs)
	if (locale === "el") return el_reset_kind_app(inputs)
	if (locale === "hr") return hr_reset_kind_app(inputs)
	return en_reset_kind_app(inputs)
});