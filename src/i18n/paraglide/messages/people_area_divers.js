import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Area_DiversInputs */

const en_people_area_divers = /** @type {(inputs: People_Area_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divers’ pages: each diver’s best catch per species`)
};

const es_people_area_divers = /** @type {(inputs: People_Area_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de buceadores: la mejor captura de cada uno por especie`)
};

const fr_people_area_divers = /** @type {(inputs: People_Area_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages des plongeurs : la meilleure prise de chacun par espèce`)
};

const it_people_area_divers = /** @type {(inputs: People_Area_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagine dei sub: la cattura migliore di ognuno per specie`)
};

const pt_people_area_divers = /** @type {(inputs: People_Area_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas dos mergulhadores: a melhor captura de cada um por espécie`)
};

const el_people_area_divers = /** @type {(inputs: People_Area_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σελίδες δυτών: το καλύτερο αλίευμα του καθενός ανά είδος`)
};

const hr_people_area_divers = /** @type {(inputs: People_Area_DiversInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stranice ronilaca: najbolji ulov svakog ronioca po vrsti`)
};

/**
* | output |
* | --- |
* | "Divers’ pages: each diver’s best catch per species" |
*
* @param {People_Area_DiversInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_area_divers = /** @type {((inputs?: People_Area_DiversInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Area_DiversInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_area_divers(inputs)
	if (locale === "fr") return fr_people_area_divers(inputs)
	if (locale === "it") return it_people_area_divers(inputs)
	if (locale === "pt") return pt_people_area_divers(inputs)
	if (locale === "el") return el_people_area_divers(inputs)
	if (locale === "hr") return hr_people_area_divers(inputs)
	return en_people_area_divers(inputs)
});