import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ app: NonNullable<unknown>, scopes: NonNullable<unknown>, since: NonNullable<unknown>, used: NonNullable<unknown> }} Dev_Grant_UsedInputs */

const en_dev_grant_used = /** @type {(inputs: Dev_Grant_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} may use ${i?.scopes} (since ${i?.since}, last used ${i?.used})`)
};

const es_dev_grant_used = /** @type {(inputs: Dev_Grant_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} puede usar ${i?.scopes} (desde el ${i?.since}, último uso el ${i?.used})`)
};

const fr_dev_grant_used = /** @type {(inputs: Dev_Grant_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} peut utiliser ${i?.scopes} (depuis le ${i?.since}, dernière utilisation le ${i?.used})`)
};

const it_dev_grant_used = /** @type {(inputs: Dev_Grant_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} può usare ${i?.scopes} (dal ${i?.since}, ultimo uso il ${i?.used})`)
};

const pt_dev_grant_used = /** @type {(inputs: Dev_Grant_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} pode usar ${i?.scopes} (desde ${i?.since}, último uso em ${i?.used})`)
};

const el_dev_grant_used = /** @type {(inputs: Dev_Grant_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Η ${i?.app} μπορεί να χρησιμοποιεί ${i?.scopes} (από ${i?.since}, τελευταία χρήση ${i?.used})`)
};

const hr_dev_grant_used = /** @type {(inputs: Dev_Grant_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} smije koristiti ${i?.scopes} (od ${i?.since}, zadnja upotreba ${i?.used})`)
};

/**
* | output |
* | --- |
* | "{app} may use {scopes} (since {since}, last used {used})" |
*
* @param {Dev_Grant_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_grant_used = /** @type {((inputs: Dev_Grant_UsedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Grant_UsedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_grant_used(inputs)
	if (locale === "fr") return fr_dev_grant_used(inputs)
	if (locale === "it") return it_dev_grant_used(inputs)
	if (locale === "pt") return pt_dev_grant_used(inputs)
	if (locale === "el") return el_dev_grant_used(inputs)
	if (locale === "hr") return hr_dev_grant_used(inputs)
	return en_dev_grant_used(inputs)
});