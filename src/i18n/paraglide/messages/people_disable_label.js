import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} People_Disable_LabelInputs */

const en_people_disable_label = /** @type {(inputs: People_Disable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Disable ${i?.name}`)
};

const es_people_disable_label = /** @type {(inputs: People_Disable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desactivar a ${i?.name}`)
};

const fr_people_disable_label = /** @type {(inputs: People_Disable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Désactiver ${i?.name}`)
};

const it_people_disable_label = /** @type {(inputs: People_Disable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Disattiva ${i?.name}`)
};

const pt_people_disable_label = /** @type {(inputs: People_Disable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desativar ${i?.name}`)
};

const el_people_disable_label = /** @type {(inputs: People_Disable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Απενεργοποίηση: ${i?.name}`)
};

const hr_people_disable_label = /** @type {(inputs: People_Disable_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Onemogući: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Disable {name}" |
*
* @param {People_Disable_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_disable_label = /** @type {((inputs: People_Disable_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Disable_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_disable_label(inputs)
	if (locale === "fr") return fr_people_disable_label(inputs)
	if (locale === "it") return it_people_disable_label(inputs)
	if (locale === "pt") return pt_people_disable_label(inputs)
	if (locale === "el") return el_people_disable_label(inputs)
	if (locale === "hr") return hr_people_disable_label(inputs)
	return en_people_disable_label(inputs)
});