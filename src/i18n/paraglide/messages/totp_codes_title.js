import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_Codes_TitleInputs */

const en_totp_codes_title = /** @type {(inputs: Totp_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your recovery codes`)
};

const es_totp_codes_title = /** @type {(inputs: Totp_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus códigos de recuperación`)
};

const fr_totp_codes_title = /** @type {(inputs: Totp_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos codes de secours`)
};

const it_totp_codes_title = /** @type {(inputs: Totp_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I tuoi codici di recupero`)
};

const pt_totp_codes_title = /** @type {(inputs: Totp_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os seus códigos de recuperação`)
};

const el_totp_codes_title = /** @type {(inputs: Totp_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι κωδικοί ανάκτησής σας`)
};

const hr_totp_codes_title = /** @type {(inputs: Totp_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaši kodovi za oporavak`)
};

/**
* | output |
* | --- |
* | "Your recovery codes" |
*
* @param {Totp_Codes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_codes_title = /** @type {((inputs?: Totp_Codes_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Codes_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_codes_title(inputs)
	if (locale === "fr") return fr_totp_codes_title(inputs)
	if (locale === "it") return it_totp_codes_title(inputs)
	if (locale === "pt") return pt_totp_codes_title(inputs)
	if (locale === "el") return el_totp_codes_title(inputs)
	if (locale === "hr") return hr_totp_codes_title(inputs)
	return en_totp_codes_title(inputs)
});