import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} People_Activity_OfInputs */

const en_people_activity_of = /** @type {(inputs: People_Activity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activity of ${i?.name}`)
};

const es_people_activity_of = /** @type {(inputs: People_Activity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Actividad de ${i?.name}`)
};

const fr_people_activity_of = /** @type {(inputs: People_Activity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activité de ${i?.name}`)
};

const it_people_activity_of = /** @type {(inputs: People_Activity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attività di ${i?.name}`)
};

const pt_people_activity_of = /** @type {(inputs: People_Activity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Atividade de ${i?.name}`)
};

const el_people_activity_of = /** @type {(inputs: People_Activity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Δραστηριότητα: ${i?.name}`)
};

const hr_people_activity_of = /** @type {(inputs: People_Activity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aktivnost: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Activity of {name}" |
*
* @param {People_Activity_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_activity_of = /** @type {((inputs: People_Activity_OfInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Activity_OfInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_activity_of(inputs)
	if (locale === "fr") return fr_people_activity_of(inputs)
	if (locale === "it") return it_people_activity_of(inputs)
	if (locale === "pt") return pt_people_activity_of(inputs)
	if (locale === "el") return el_people_activity_of(inputs)
	if (locale === "hr") return hr_people_activity_of(inputs)
	return en_people_activity_of(inputs)
});