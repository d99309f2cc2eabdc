import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Building_QuestionInputs */

const en_dev_building_question = /** @type {(inputs: Dev_Building_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What are you building?`)
};

const es_dev_building_question = /** @type {(inputs: Dev_Building_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué estás creando?`)
};

const fr_dev_building_question = /** @type {(inputs: Dev_Building_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que construisez-vous ?`)
};

const it_dev_building_question = /** @type {(inputs: Dev_Building_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cosa stai creando?`)
};

const pt_dev_building_question = /** @type {(inputs: Dev_Building_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que você está criando?`)
};

const el_dev_building_question = /** @type {(inputs: Dev_Building_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τι φτιάχνετε;`)
};

const hr_dev_building_question = /** @type {(inputs: Dev_Building_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Što izrađujete?`)
};

/**
* | output |
* | --- |
* | "What are you building?" |
*
* @param {Dev_Building_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_building_question = /** @type {((inputs?: Dev_Building_QuestionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Building_QuestionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_building_question(inputs)
	if (locale === "fr") return fr_dev_building_question(inputs)
	if (locale === "it") return it_dev_building_question(inputs)
	if (locale === "pt") return pt_dev_building_question(inputs)
	if (locale === "el") return el_dev_building_question(inputs)
	if (locale === "hr") return hr_dev_building_question(inputs)
	return en_dev_building_question(inputs)
});