import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Access_LegendInputs */

const en_people_access_legend = /** @type {(inputs: People_Access_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open to anyone, without signing in`)
};

const es_people_access_legend = /** @type {(inputs: People_Access_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abierto a todo el mundo, sin entrar`)
};

const fr_people_access_legend = /** @type {(inputs: People_Access_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvert à tous, sans connexion`)
};

const it_people_access_legend = /** @type {(inputs: People_Access_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperto a tutti, senza accedere`)
};

const pt_people_access_legend = /** @type {(inputs: People_Access_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aberto a todos, sem entrar`)
};

const el_people_access_legend = /** @type {(inputs: People_Access_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ανοιχτό σε όλους, χωρίς σύνδεση`)
};

const hr_people_access_legend = /** @type {(inputs: People_Access_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otvoreno svima, bez prijave`)
};

/**
* | output |
* | --- |
* | "Open to anyone, without signing in" |
*
* @param {People_Access_LegendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_access_legend = /** @type {((inputs?: People_Access_LegendInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Access_LegendInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_access_legend(inputs)
	if (locale === "fr") return fr_people_access_legend(inputs)
	if (locale === "it") return it_people_access_legend(inputs)
	if (locale === "pt") return pt_people_access_legend(inputs)
	if (locale === "el") return el_people_access_legend(inputs)
	if (locale === "hr") return hr_people_access_legend(inputs)
	return en_people_access_legend(inputs)
});