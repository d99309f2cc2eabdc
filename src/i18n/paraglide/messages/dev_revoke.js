import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_RevokeInputs */

const en_dev_revoke = /** @type {(inputs: Dev_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke`)
};

const es_dev_revoke = /** @type {(inputs: Dev_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revocar`)
};

const fr_dev_revoke = /** @type {(inputs: Dev_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révoquer`)
};

const it_dev_revoke = /** @type {(inputs: Dev_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoca`)
};

const pt_dev_revoke = /** @type {(inputs: Dev_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revogar`)
};

const el_dev_revoke = /** @type {(inputs: Dev_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ανάκληση`)
};

const hr_dev_revoke = /** @type {(inputs: Dev_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opozovi`)
};

/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Dev_RevokeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_revoke = /** @type {((inputs?: Dev_RevokeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_RevokeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_revoke(inputs)
	if (locale === "fr") return fr_dev_revoke(inputs)
	if (locale === "it") return it_dev_revoke(inputs)
	if (locale === "pt") return pt_dev_revoke(inputs)
	if (locale === "el") return el_dev_revoke(inputs)
	if (locale === "hr") return hr_dev_revoke(inputs)
	return en_dev_revoke(inputs)
});