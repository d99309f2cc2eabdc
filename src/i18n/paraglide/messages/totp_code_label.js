import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_Code_LabelInputs */

const en_totp_code_label = /** @type {(inputs: Totp_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from your app`)
};

const es_totp_code_label = /** @type {(inputs: Totp_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de tu app`)
};

const fr_totp_code_label = /** @type {(inputs: Totp_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de votre application`)
};

const it_totp_code_label = /** @type {(inputs: Totp_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice dalla tua app`)
};

const pt_totp_code_label = /** @type {(inputs: Totp_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código da sua aplicação`)
};

const el_totp_code_label = /** @type {(inputs: Totp_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Κωδικός από την εφαρμογή σας`)
};

const hr_totp_code_label = /** @type {(inputs: Totp_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kod iz aplikacije`)
};

/**
* | output |
* | --- |
* | "Code from your app" |
*
* @param {Totp_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_code_label = /** @type {((inputs?: Totp_Code_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Code_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_code_label(inputs)
	if (locale === "fr") return fr_totp_code_label(inputs)
	if (locale === "it") return it_totp_code_label(inputs)
	if (locale === "pt") return pt_totp_code_label(inputs)
	if (locale === "el") return el_totp_code_label(inputs)
	if (locale === "hr") return hr_totp_code_label(inputs)
	return en_totp_code_label(inputs)
});