import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_New_TitleInputs */

const en_reset_new_title = /** @type {(inputs: Reset_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a new password`)
};

const es_reset_new_title = /** @type {(inputs: Reset_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pon una contraseña nueva`)
};

const fr_reset_new_title = /** @type {(inputs: Reset_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un nouveau mot de passe`)
};

const it_reset_new_title = /** @type {(inputs: Reset_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imposta una nuova password`)
};

const pt_reset_new_title = /** @type {(inputs: Reset_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Defina uma nova senha`)
};

const el_reset_new_title = /** @type {(inputs: Reset_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ορίστε νέο κωδικό`)
};

const hr_reset_new_title = /** @type {(inputs: Reset_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postavite novu lozinku`)
};

/**
* | output |
* | --- |
* | "Set a new password" |
*
* @param {Reset_New_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_new_title = /** @type {((inputs?: Reset_New_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_New_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_new_title(inputs)
	if (locale === "fr") return fr_reset_new_title(inputs)
	if (locale === "it") return it_reset_new_title(inputs)
	if (locale === "pt") return pt_reset_new_title(inputs)
	if (locale === "el") return el_reset_new_title(inputs)
	if (locale === "hr") return hr_reset_new_title(inputs)
	return en_reset_new_title(inputs)
});