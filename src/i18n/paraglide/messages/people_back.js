import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_BackInputs */

const en_people_back = /** @type {(inputs: People_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to people`)
};

const es_people_back = /** @type {(inputs: People_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a las personas`)
};

const fr_people_back = /** @type {(inputs: People_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux personnes`)
};

const it_people_back = /** @type {(inputs: People_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Torna alle persone`)
};

const pt_people_back = /** @type {(inputs: People_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar às pessoas`)
};

const el_people_back = /** @type {(inputs: People_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επιστροφή στα άτομα`)
};

const hr_people_back = /** @type {(inputs: People_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Natrag na osobe`)
};

/**
* | output |
* | --- |
* | "Back to people" |
*
* @param {People_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_back = /** @type {((inputs?: People_BackInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_BackInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_back(inputs)
	if (locale === "fr") return fr_people_back(inputs)
	if (locale === "it") return it_people_back(inputs)
	if (locale === "pt") return pt_people_back(inputs)
	if (locale === "el") return el_people_back(inputs)
	if (locale === "hr") return hr_people_back(inputs)
	return en_people_back(inputs)
});