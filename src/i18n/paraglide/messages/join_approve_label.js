import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Join_Approve_LabelInputs */

const en_join_approve_label = /** @type {(inputs: Join_Approve_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approve ${i?.name}`)
};

const es_join_approve_label = /** @type {(inputs: Join_Approve_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aprobar a ${i?.name}`)
};

const fr_join_approve_label = /** @type {(inputs: Join_Approve_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valider ${i?.name}`)
};

const it_join_approve_label = /** @type {(inputs: Join_Approve_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approva ${i?.name}`)
};

const pt_join_approve_label = /** @type {(inputs: Join_Approve_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aprovar ${i?.name}`)
};

const el_join_approve_label = /** @type {(inputs: Join_Approve_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Έγκριση: ${i?.name}`)
};

const hr_join_approve_label = /** @type {(inputs: Join_Approve_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Odobri: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Approve {name}" |
*
* @param {Join_Approve_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_approve_label = /** @type {((inputs: Join_Approve_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Approve_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_approve_label(inputs)
	if (locale === "fr") return fr_join_approve_label(inputs)
	if (locale === "it") return it_join_approve_label(inputs)
	if (locale === "pt") return pt_join_approve_label(inputs)
	if (locale === "el") return el_join_approve_label(inputs)
	if (locale === "hr") return hr_join_approve_label(inputs)
	return en_join_approve_label(inputs)
});