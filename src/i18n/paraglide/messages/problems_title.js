import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Problems_TitleInputs */

const en_problems_title = /** @type {(inputs: Problems_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fix these and send again:`)
};

const es_problems_title = /** @type {(inputs: Problems_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrige esto y vuelve a enviarlo:`)
};

const fr_problems_title = /** @type {(inputs: Problems_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrigez ces points puis renvoyez :`)
};

const it_problems_title = /** @type {(inputs: Problems_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correggi questi punti e invia di nuovo:`)
};

const pt_problems_title = /** @type {(inputs: Problems_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrija estes pontos e envie de novo:`)
};

const el_problems_title = /** @type {(inputs: Problems_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διορθώστε τα παρακάτω και στείλτε ξανά:`)
};

const hr_problems_title = /** @type {(inputs: Problems_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ispravite ovo i pošaljite ponovo:`)
};

/**
* | output |
* | --- |
* | "Please fix these and send again:" |
*
* @param {Problems_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const problems_title = /** @type {((inputs?: Problems_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Problems_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_problems_title(inputs)
	if (locale === "fr") return fr_problems_title(inputs)
	if (locale === "it") return it_problems_title(inputs)
	if (locale === "pt") return pt_problems_title(inputs)
	if (locale === "el") return el_problems_title(inputs)
	if (locale === "hr") return hr_problems_title(inputs)
	return en_problems_title(inputs)
});