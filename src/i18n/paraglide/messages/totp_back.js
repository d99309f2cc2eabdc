import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_BackInputs */

const en_totp_back = /** @type {(inputs: Totp_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to your account`)
};

const es_totp_back = /** @type {(inputs: Totp_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a tu cuenta`)
};

const fr_totp_back = /** @type {(inputs: Totp_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à votre compte`)
};

const it_totp_back = /** @type {(inputs: Totp_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Torna al tuo account`)
};

const pt_totp_back = /** @type {(inputs: Totp_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar à sua conta`)
};

const el_totp_back = /** @type {(inputs: Totp_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιστροφή στον λογαριασμό σας`)
};

const hr_totp_back = /** @type {(inputs: Totp_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Natrag na vaš račun`)
};

/**
* | output |
* | --- |
* | "Back to your account" |
*
* @param {Totp_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_back = /** @type {((inputs?: Totp_BackInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_BackInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_back(inputs)
	if (locale === "fr") return fr_totp_back(inputs)
	if (locale === "it") return it_totp_back(inputs)
	if (locale === "pt") return pt_totp_back(inputs)
	if (locale === "el") return el_totp_back(inputs)
	if (locale === "hr") return hr_totp_back(inputs)
	return en_totp_back(inputs)
});