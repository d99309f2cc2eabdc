import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Preset_CmasInputs */

const en_competition_preset_cmas = /** @type {(inputs: Competition_Preset_CmasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CMAS points`)
};

const es_competition_preset_cmas = /** @type {(inputs: Competition_Preset_CmasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación CMAS`)
};

const fr_competition_preset_cmas = /** @type {(inputs: Competition_Preset_CmasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barème CMAS`)
};

const it_competition_preset_cmas = /** @type {(inputs: Competition_Preset_CmasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punteggio CMAS`)
};

const pt_competition_preset_cmas = /** @type {(inputs: Competition_Preset_CmasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pontuação CMAS`)
};

const el_competition_preset_cmas = /** @type {(inputs: Competition_Preset_CmasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βαθμολογία CMAS`)
};

const hr_competition_preset_cmas = /** @type {(inputs: Competition_Preset_CmasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bodovanje po CMAS-u`)
};

/**
* | output |
* | --- |
* | "CMAS points" |
*
* @param {Competition_Preset_CmasInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_preset_cmas = /** @type {((inputs?: Competition_Preset_CmasInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Preset_CmasInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_preset_cmas(inputs)
	if (locale === "fr") return fr_competition_preset_cmas(inputs)
	if (locale === "it") return it_competition_preset_cmas(inputs)
	if (locale === "pt") return pt_competition_preset_cmas(inputs)
	if (locale === "el") return el_competition_preset_cmas(inputs)
	if (locale === "hr") return hr_competition_preset_cmas(inputs)
	return en_competition_preset_cmas(inputs)
});