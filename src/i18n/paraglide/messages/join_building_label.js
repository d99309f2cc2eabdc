import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_Building_LabelInputs */

const en_join_building_label = /** @type {(inputs: Join_Building_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What are you building?`)
};

const es_join_building_label = /** @type {(inputs: Join_Building_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué estás creando?`)
};

const fr_join_building_label = /** @type {(inputs: Join_Building_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que construisez-vous ?`)
};

const it_join_building_label = /** @type {(inputs: Join_Building_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cosa stai sviluppando?`)
};

const pt_join_building_label = /** @type {(inputs: Join_Building_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que está a criar?`)
};

const el_join_building_label = /** @type {(inputs: Join_Building_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τι φτιάχνετε;`)
};

const hr_join_building_label = /** @type {(inputs: Join_Building_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Što gradite?`)
};

/**
* | output |
* | --- |
* | "What are you building?" |
*
* @param {Join_Building_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_building_label = /** @type {((inputs?: Join_Building_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Building_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_building_label(inputs)
	if (locale === "fr") return fr_join_building_label(inputs)
	if (locale === "it") return it_join_building_label(inputs)
	if (locale === "pt") return pt_join_building_label(inputs)
	if (locale === "el") return el_join_building_label(inputs)
	if (locale === "hr") return hr_join_building_label(inputs)
	return en_join_building_label(inputs)
});