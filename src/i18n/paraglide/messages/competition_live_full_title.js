import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Live_Full_TitleInputs */

const en_competition_live_full_title = /** @type {(inputs: Competition_Live_Full_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live standings are full`)
};

const es_competition_live_full_title = /** @type {(inputs: Competition_Live_Full_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clasificación en directo está llena`)
};

const fr_competition_live_full_title = /** @type {(inputs: Competition_Live_Full_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le classement en direct est complet`)
};

const it_competition_live_full_title = /** @type {(inputs: Competition_Live_Full_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La classifica in diretta è al completo`)
};

const pt_competition_live_full_title = /** @type {(inputs: Competition_Live_Full_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A classificação ao vivo está cheia`)
};

const el_competition_live_full_title = /** @type {(inputs: Competition_Live_Full_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η ζωντανή κατάταξη είναι γεμάτη`)
};

const hr_competition_live_full_title = /** @type {(inputs: Competition_Live_Full_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poredak uživo je popunjen`)
};

/**
* | output |
* | --- |
* | "Live standings are full" |
*
* @param {Competition_Live_Full_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_live_full_title = /** @type {((inputs?: Competition_Live_Full_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Live_Full_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_live_full_title(inputs)
	if (locale === "fr") return fr_competition_live_full_title(inputs)
	if (locale === "it") return it_competition_live_full_title(inputs)
	if (locale === "pt") return pt_competition_live_full_title(inputs)
	if (locale === "el") return el_competition_live_full_title(inputs)
	if (locale === "hr") return hr_competition_live_full_title(inputs)
	return en_competition_live_full_title(inputs)
});