import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_ActivityInputs */

const en_people_activity = /** @type {(inputs: People_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity`)
};

const es_people_activity = /** @type {(inputs: People_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actividad`)
};

const fr_people_activity = /** @type {(inputs: People_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activité`)
};

const it_people_activity = /** @type {(inputs: People_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attività`)
};

const pt_people_activity = /** @type {(inputs: People_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atividade`)
};

const el_people_activity = /** @type {(inputs: People_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δραστηριότητα`)
};

const hr_people_activity = /** @type {(inputs: People_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktivnost`)
};

/**
* | output |
* | --- |
* | "Activity" |
*
* @param {People_ActivityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_activity = /** @type {((inputs?: People_ActivityInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_ActivityInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_activity(inputs)
	if (locale === "fr") return fr_people_activity(inputs)
	if (locale === "it") return it_people_activity(inputs)
	if (locale === "pt") return pt_people_activity(inputs)
	if (locale === "el") return el_people_activity(inputs)
	if (locale === "hr") return hr_people_activity(inputs)
	return en_people_activity(inputs)
});