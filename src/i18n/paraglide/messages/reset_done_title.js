import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Done_TitleInputs */

const en_reset_done_title = /** @type {(inputs: Reset_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password is set`)
};

const es_reset_done_title = /** @type {(inputs: Reset_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña está lista`)
};

const fr_reset_done_title = /** @type {(inputs: Reset_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe est défini`)
};

const it_reset_done_title = /** @type {(inputs: Reset_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua password è impostata`)
};

const pt_reset_done_title = /** @type {(inputs: Reset_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua senha está definida`)
};

const el_reset_done_title = /** @type {(inputs: Reset_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο κωδικός σας ορίστηκε`)
};

const hr_reset_done_title = /** @type {(inputs: Reset_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lozinka je postavljena`)
};

/**
* | output |
* | --- |
* | "Your password is set" |
*
* @param {Reset_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const reset_done_title = /** @type {((inputs?: Reset_Done_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Done_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reset_done_title(inputs)
	if (locale === "fr") return fr_reset_done_title(inputs)
	if (locale === "it") return it_reset_done_title(inputs)
	if (locale === "pt") return pt_reset_done_title(inputs)
	if (locale === "el") return el_reset_done_title(inputs)
	if (locale === "hr") return hr_reset_done_title(inputs)
	return en_reset_done_title(inputs)
});