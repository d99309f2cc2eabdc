import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_NoneInputs */

const en_totp_none = /** @type {(inputs: Totp_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

const es_totp_none = /** @type {(inputs: Totp_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno`)
};

const fr_totp_none = /** @type {(inputs: Totp_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun`)
};

const it_totp_none = /** @type {(inputs: Totp_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuno`)
};

const pt_totp_none = /** @type {(inputs: Totp_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum`)
};

const el_totp_none = /** @type {(inputs: Totp_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κανένας`)
};

const hr_totp_none = /** @type {(inputs: Totp_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nema`)
};

/**
* | output |
* | --- |
* | "None" |
*
* @param {Totp_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_none = /** @type {((inputs?: Totp_NoneInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_NoneInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_none(inputs)
	if (locale === "fr") return fr_totp_none(inputs)
	if (locale === "it") return it_totp_none(inputs)
	if (locale === "pt") return pt_totp_none(inputs)
	if (locale === "el") return el_totp_none(inputs)
	if (locale === "hr") return hr_totp_none(inputs)
	return en_totp_none(inputs)
});