import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_Joining_Developer_OffInputs */

const en_people_joining_developer_off = /** @type {(inputs: People_Joining_Developer_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`off.`)
};

const es_people_joining_developer_off = /** @type {(inputs: People_Joining_Developer_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desactivado.`)
};

const fr_people_joining_developer_off = /** @type {(inputs: People_Joining_Developer_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`désactivée.`)
};

const it_people_joining_developer_off = /** @type {(inputs: People_Joining_Developer_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`disattiva.`)
};

const pt_people_joining_developer_off = /** @type {(inputs: People_Joining_Developer_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desativado.`)
};

const el_people_joining_developer_off = /** @type {(inputs: People_Joining_Developer_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ανενεργή.`)
};

const hr_people_joining_developer_off = /** @type {(inputs: People_Joining_Developer_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`isključeno.`)
};

/**
* | output |
* | --- |
* | "off." |
*
* @param {People_Joining_Developer_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_joining_developer_off = /** @type {((inputs?: People_Joining_Developer_OffInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Developer_OffInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_joining_developer_off(inputs)
	if (locale === "fr") return fr_people_joining_developer_off(inputs)
	if (locale === "it") return it_people_joining_developer_off(inputs)
	if (locale === "pt") return pt_people_joining_developer_off(inputs)
	if (locale === "el") return el_people_joining_developer_off(inputs)
	if (locale === "hr") return hr_people_joining_developer_off(inputs)
	return en_people_joining_developer_off(inputs)
});