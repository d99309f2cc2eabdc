import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Guide_Not_Found_TitleInputs */

const en_guide_not_found_title = /** @type {(inputs: Guide_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such guide`)
};

const es_guide_not_found_title = /** @type {(inputs: Guide_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa guía no existe`)
};

const fr_guide_not_found_title = /** @type {(inputs: Guide_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce guide n’existe pas`)
};

const it_guide_not_found_title = /** @type {(inputs: Guide_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questa guida non esiste`)
};

const pt_guide_not_found_title = /** @type {(inputs: Guide_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esse guia não existe`)
};

const el_guide_not_found_title = /** @type {(inputs: Guide_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δεν υπάρχει τέτοιος οδηγός`)
};

const hr_guide_not_found_title = /** @type {(inputs: Guide_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taj vodič ne postoji`)
};

/**
* | output |
* | --- |
* | "No such guide" |
*
* @param {Guide_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_not_found_title = /** @type {((inputs?: Guide_Not_Found_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Not_Found_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_guide_not_found_title(inputs)
	if (locale === "fr") return fr_guide_not_found_title(inputs)
	if (locale === "it") return it_guide_not_found_title(inputs)
	if (locale === "pt") return pt_guide_not_found_title(inputs)
	if (locale === "el") return el_guide_not_found_title(inputs)
	if (locale === "hr") return hr_guide_not_found_title(inputs)
	return en_guide_not_found_title(inputs)
});