import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ app: NonNullable<unknown>, scopes: NonNullable<unknown>, since: NonNullable<unknown> }} Dev_GrantInputs */

const en_dev_grant = /** @type {(inputs: Dev_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} may use ${i?.scopes} (since ${i?.since})`)
};

const es_dev_grant = /** @type {(inputs: Dev_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} puede usar ${i?.scopes} (desde el ${i?.since})`)
};

const fr_dev_grant = /** @type {(inputs: Dev_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} peut utiliser ${i?.scopes} (depuis le ${i?.since})`)
};

const it_dev_grant = /** @type {(inputs: Dev_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} può usare ${i?.scopes} (dal ${i?.since})`)
};

const pt_dev_grant = /** @type {(inputs: Dev_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} pode usar ${i?.scopes} (desde ${i?.since})`)
};

const el_dev_grant = /** @type {(inputs: Dev_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η ${i?.app} μπορεί να χρησιμοποιεί ${i?.scopes} (από ${i?.since})`)
};

const hr_dev_grant = /** @type {(inputs: Dev_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} smije koristiti ${i?.scopes} (od ${i?.since})`)
};

/**
* | output |
* | --- |
* | "{app} may use {scopes} (since {since})" |
*
* @param {Dev_GrantInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_grant = /** @type {((inputs: Dev_GrantInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_GrantInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_grant(inputs)
	if (locale === "fr") return fr_dev_grant(inputs)
	if (locale === "it") return it_dev_grant(inputs)
	if (locale === "pt") return pt_dev_grant(inputs)
	if (locale === "el") return el_dev_grant(inputs)
	if (locale === "hr") return hr_dev_grant(inputs)
	return en_dev_grant(inputs)
});