import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Totp_ResetInputs */

const en_totp_reset = /** @type {(inputs: Totp_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset`)
};

const es_totp_reset = /** @type {(inputs: Totp_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restablecer`)
};

const fr_totp_reset = /** @type {(inputs: Totp_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser`)
};

const it_totp_reset = /** @type {(inputs: Totp_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reimposta`)
};

const pt_totp_reset = /** @type {(inputs: Totp_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redefinir`)
};

const el_totp_reset = /** @type {(inputs: Totp_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επαναφορά`)
};

const hr_totp_reset = /** @type {(inputs: Totp_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poništi`)
};

/**
* | output |
* | --- |
* | "Reset" |
*
* @param {Totp_ResetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const totp_reset = /** @type {((inputs?: Totp_ResetInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_ResetInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_totp_reset(inputs)
	if (locale === "fr") return fr_totp_reset(inputs)
	if (locale === "it") return it_totp_reset(inputs)
	if (locale === "pt") return pt_totp_reset(inputs)
	if (locale === "el") return el_totp_reset(inputs)
	if (locale === "hr") return hr_totp_reset(inputs)
	return en_totp_reset(inputs)
});