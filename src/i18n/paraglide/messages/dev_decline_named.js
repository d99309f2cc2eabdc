import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dev_Decline_NamedInputs */

const en_dev_decline_named = /** @type {(inputs: Dev_Decline_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Decline ${i?.name}`)
};

const es_dev_decline_named = /** @type {(inputs: Dev_Decline_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechazar a ${i?.name}`)
};

const fr_dev_decline_named = /** @type {(inputs: Dev_Decline_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refuser ${i?.name}`)
};

const it_dev_decline_named = /** @type {(inputs: Dev_Decline_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rifiuta ${i?.name}`)
};

const pt_dev_decline_named = /** @type {(inputs: Dev_Decline_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recusar ${i?.name}`)
};

const el_dev_decline_named = /** @type {(inputs: Dev_Decline_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Απόρριψη: ${i?.name}`)
};

const hr_dev_decline_named = /** @type {(inputs: Dev_Decline_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Odbij: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Decline {name}" |
*
* @param {Dev_Decline_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_decline_named = /** @type {((inputs: Dev_Decline_NamedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Decline_NamedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_decline_named(inputs)
	if (locale === "fr") return fr_dev_decline_named(inputs)
	if (locale === "it") return it_dev_decline_named(inputs)
	if (locale === "pt") return pt_dev_decline_named(inputs)
	if (locale === "el") return el_dev_decline_named(inputs)
	if (locale === "hr") return hr_dev_decline_named(inputs)
	return en_dev_decline_named(inputs)
});