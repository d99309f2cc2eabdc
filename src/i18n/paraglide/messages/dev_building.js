import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_BuildingInputs */

const en_dev_building = /** @type {(inputs: Dev_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Building`)
};

const es_dev_building = /** @type {(inputs: Dev_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proyecto`)
};

const fr_dev_building = /** @type {(inputs: Dev_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projet`)
};

const it_dev_building = /** @type {(inputs: Dev_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progetto`)
};

const pt_dev_building = /** @type {(inputs: Dev_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projeto`)
};

const el_dev_building = /** @type {(inputs: Dev_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έργο`)
};

const hr_dev_building = /** @type {(inputs: Dev_BuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projekt`)
};

/**
* | output |
* | --- |
* | "Building" |
*
* @param {Dev_BuildingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_building = /** @type {((inputs?: Dev_BuildingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_BuildingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_building(inputs)
	if (locale === "fr") return fr_dev_building(inputs)
	if (locale === "it") return it_dev_building(inputs)
	if (locale === "pt") return pt_dev_building(inputs)
	if (locale === "el") return el_dev_building(inputs)
	if (locale === "hr") return hr_dev_building(inputs)
	return en_dev_building(inputs)
});