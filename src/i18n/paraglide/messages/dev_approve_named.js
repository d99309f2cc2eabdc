import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dev_Approve_NamedInputs */

const en_dev_approve_named = /** @type {(inputs: Dev_Approve_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approve ${i?.name}`)
};

const es_dev_approve_named = /** @type {(inputs: Dev_Approve_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aprobar a ${i?.name}`)
};

const fr_dev_approve_named = /** @type {(inputs: Dev_Approve_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approuver ${i?.name}`)
};

const it_dev_approve_named = /** @type {(inputs: Dev_Approve_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approva ${i?.name}`)
};

const pt_dev_approve_named = /** @type {(inputs: Dev_Approve_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aprovar ${i?.name}`)
};

const el_dev_approve_named = /** @type {(inputs: Dev_Approve_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Έγκριση: ${i?.name}`)
};

const hr_dev_approve_named = /** @type {(inputs: Dev_Approve_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Odobri: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Approve {name}" |
*
* @param {Dev_Approve_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_approve_named = /** @type {((inputs: Dev_Approve_NamedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Approve_NamedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_approve_named(inputs)
	if (locale === "fr") return fr_dev_approve_named(inputs)
	if (locale === "it") return it_dev_approve_named(inputs)
	if (locale === "pt") return pt_dev_approve_named(inputs)
	if (locale === "el") return el_dev_approve_named(inputs)
	if (locale === "hr") return hr_dev_approve_named(inputs)
	return en_dev_approve_named(inputs)
});