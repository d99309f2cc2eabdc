import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} People_Enable_LabelInputs */

const en_people_enable_label = /** @type {(inputs: People_Enable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enable ${i?.name}`)
};

const es_people_enable_label = /** @type {(inputs: People_Enable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activar a ${i?.name}`)
};

const fr_people_enable_label = /** @type {(inputs: People_Enable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activer ${i?.name}`)
};

const it_people_enable_label = /** @type {(inputs: People_Enable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attiva ${i?.name}`)
};

const pt_people_enable_label = /** @type {(inputs: People_Enable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ativar ${i?.name}`)
};

const el_people_enable_label = /** @type {(inputs: People_Enable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ενεργοποίηση: ${i?.name}`)
};

const hr_people_enable_label = /** @type {(inputs: People_Enable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Omogući: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Enable {name}" |
*
* @param {People_Enable_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_enable_label = /** @type {((inputs: People_Enable_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Enable_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_enable_label(inputs)
	if (locale === "fr") return fr_people_enable_label(inputs)
	if (locale === "it") return it_people_enable_label(inputs)
	if (locale === "pt") return pt_people_enable_label(inputs)
	if (locale === "el") return el_people_enable_label(inputs)
	if (locale === "hr") return hr_people_enable_label(inputs)
	return en_people_enable_label(inputs)
});