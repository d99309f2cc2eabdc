import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_Enter_CodeInputs */

const en_totp_enter_code = /** @type {(inputs: Totp_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the code from your app`)
};

const es_totp_enter_code = /** @type {(inputs: Totp_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce el código de tu app`)
};

const fr_totp_enter_code = /** @type {(inputs: Totp_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez le code de votre application`)
};

const it_totp_enter_code = /** @type {(inputs: Totp_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisci il codice della tua app`)
};

const pt_totp_enter_code = /** @type {(inputs: Totp_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduza o código da sua aplicação`)
};

const el_totp_enter_code = /** @type {(inputs: Totp_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εισαγάγετε τον κωδικό από την εφαρμογή σας`)
};

const hr_totp_enter_code = /** @type {(inputs: Totp_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unesite kod iz aplikacije`)
};

/**
* | output |
* | --- |
* | "Enter the code from your app" |
*
* @param {Totp_Enter_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_enter_code = /** @type {((inputs?: Totp_Enter_CodeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Enter_CodeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_enter_code(inputs)
	if (locale === "fr") return fr_totp_enter_code(inputs)
	if (locale === "it") return it_totp_enter_code(inputs)
	if (locale === "pt") return pt_totp_enter_code(inputs)
	if (locale === "el") return el_totp_enter_code(inputs)
	if (locale === "hr") return hr_totp_enter_code(inputs)
	return en_totp_enter_code(inputs)
});