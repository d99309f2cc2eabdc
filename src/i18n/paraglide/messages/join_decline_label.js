import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Join_Decline_LabelInputs */

const en_join_decline_label = /** @type {(inputs: Join_Decline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Decline ${i?.name}`)
};

const es_join_decline_label = /** @type {(inputs: Join_Decline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechazar a ${i?.name}`)
};

const fr_join_decline_label = /** @type {(inputs: Join_Decline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refuser ${i?.name}`)
};

const it_join_decline_label = /** @type {(inputs: Join_Decline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rifiuta ${i?.name}`)
};

const pt_join_decline_label = /** @type {(inputs: Join_Decline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recusar ${i?.name}`)
};

const el_join_decline_label = /** @type {(inputs: Join_Decline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Απόρριψη: ${i?.name}`)
};

const hr_join_decline_label = /** @type {(inputs: Join_Decline_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Odbij: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Decline {name}" |
*
* @param {Join_Decline_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_decline_label = /** @type {((inputs: Join_Decline_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Decline_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_decline_label(inputs)
	if (locale === "fr") return fr_join_decline_label(inputs)
	if (locale === "it") return it_join_decline_label(inputs)
	if (locale === "pt") return pt_join_decline_label(inputs)
	if (locale === "el") return el_join_decline_label(inputs)
	if (locale === "hr") return hr_join_decline_label(inputs)
	return en_join_decline_label(inputs)
});