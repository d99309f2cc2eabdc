import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dev_Revoke_NamedInputs */

const en_dev_revoke_named = /** @type {(inputs: Dev_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke ${i?.name}`)
};

const es_dev_revoke_named = /** @type {(inputs: Dev_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revocar ${i?.name}`)
};

const fr_dev_revoke_named = /** @type {(inputs: Dev_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Révoquer ${i?.name}`)
};

const it_dev_revoke_named = /** @type {(inputs: Dev_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoca ${i?.name}`)
};

const pt_dev_revoke_named = /** @type {(inputs: Dev_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revogar ${i?.name}`)
};

const el_dev_revoke_named = /** @type {(inputs: Dev_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ανάκληση: ${i?.name}`)
};

const hr_dev_revoke_named = /** @type {(inputs: Dev_Revoke_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opozovi: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Revoke {name}" |
*
* @param {Dev_Revoke_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_revoke_named = /** @type {((inputs: Dev_Revoke_NamedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Revoke_NamedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_revoke_named(inputs)
	if (locale === "fr") return fr_dev_revoke_named(inputs)
	if (locale === "it") return it_dev_revoke_named(inputs)
	if (locale === "pt") return pt_dev_revoke_named(inputs)
	if (locale === "el") return el_dev_revoke_named(inputs)
	if (locale === "hr") return hr_dev_revoke_named(inputs)
	return en_dev_revoke_named(inputs)
});