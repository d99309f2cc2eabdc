import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Set_PasswordInputs */

const en_reset_set_password = /** @type {(inputs: Reset_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set password`)
};

const es_reset_set_password = /** @type {(inputs: Reset_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poner contraseña`)
};

const fr_reset_set_password = /** @type {(inputs: Reset_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Définir le mot de passe`)
};

const it_reset_set_password = /** @type {(inputs: Reset_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imposta password`)
};

const pt_reset_set_password = /** @type {(inputs: Reset_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Definir senha`)
};

const el_reset_set_password = /** @type {(inputs: Reset_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ορισμός κωδικού`)
};

const hr_reset_set_password = /** @type {(inputs: Reset_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postavi lozinku`)
};

/**
* | output |
* | --- |
* | "Set password" |
*
* @param {Reset_Set_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_set_password = /** @type {((inputs?: Reset_Set_PasswordInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Set_PasswordInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_set_password(inputs)
	if (locale === "fr") return fr_reset_set_password(inputs)
	if (locale === "it") return it_reset_set_password(inputs)
	if (locale === "pt") return pt_reset_set_password(inputs)
	if (locale === "el") return el_reset_set_password(inputs)
	if (locale === "hr") return hr_reset_set_password(inputs)
	return en_reset_set_password(inputs)
});