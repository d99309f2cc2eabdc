import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_RevokeInputs */

const en_join_revoke = /** @type {(inputs: Join_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke`)
};

const es_join_revoke = /** @type {(inputs: Join_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anular`)
};

const fr_join_revoke = /** @type {(inputs: Join_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révoquer`)
};

const it_join_revoke = /** @type {(inputs: Join_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoca`)
};

const pt_join_revoke = /** @type {(inputs: Join_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revogar`)
};

const el_join_revoke = /** @type {(inputs: Join_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ανάκληση`)
};

const hr_join_revoke = /** @type {(inputs: Join_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opozovi`)
};

/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Join_RevokeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_revoke = /** @type {((inputs?: Join_RevokeInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_RevokeInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_revoke(inputs)
	if (locale === "fr") return fr_join_revoke(inputs)
	if (locale === "it") return it_join_revoke(inputs)
	if (locale === "pt") return pt_join_revoke(inputs)
	if (locale === "el") return el_join_revoke(inputs)
	if (locale === "hr") return hr_join_revoke(inputs)
	return en_join_revoke(inputs)
});