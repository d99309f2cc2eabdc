import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Joining_HeadingInputs */

const en_people_joining_heading = /** @type {(inputs: People_Joining_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How people join`)
};

const es_people_joining_heading = /** @type {(inputs: People_Joining_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo se une la gente`)
};

const fr_people_joining_heading = /** @type {(inputs: People_Joining_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment rejoindre le club`)
};

const it_people_joining_heading = /** @type {(inputs: People_Joining_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come si entra nel club`)
};

const pt_people_joining_heading = /** @type {(inputs: People_Joining_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como se entra no clube`)
};

const el_people_joining_heading = /** @type {(inputs: People_Joining_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Πώς γίνεται κανείς μέλος`)
};

const hr_people_joining_heading = /** @type {(inputs: People_Joining_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kako se učlaniti`)
};

/**
* | output |
* | --- |
* | "How people join" |
*
* @param {People_Joining_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_joining_heading = /** @type {((inputs?: People_Joining_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_joining_heading(inputs)
	if (locale === "fr") return fr_people_joining_heading(inputs)
	if (locale === "it") return it_people_joining_heading(inputs)
	if (locale === "pt") return pt_people_joining_heading(inputs)
	if (locale === "el") return el_people_joining_heading(inputs)
	if (locale === "hr") return hr_people_joining_heading(inputs)
	return en_people_joining_heading(inputs)
});