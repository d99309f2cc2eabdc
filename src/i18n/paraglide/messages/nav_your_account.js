import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Nav_Your_AccountInputs */

const en_nav_your_account = /** @type {(inputs: Nav_Your_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: your account`)
};

const es_nav_your_account = /** @type {(inputs: Nav_Your_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: tu cuenta`)
};

const fr_nav_your_account = /** @type {(inputs: Nav_Your_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : votre compte`)
};

const it_nav_your_account = /** @type {(inputs: Nav_Your_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: il tuo account`)
};

const pt_nav_your_account = /** @type {(inputs: Nav_Your_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: a sua conta`)
};

const el_nav_your_account = /** @type {(inputs: Nav_Your_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ο λογαριασμός σας`)
};

const hr_nav_your_account = /** @type {(inputs: Nav_Your_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: vaš račun`)
};

/**
* | output |
* | --- |
* | "{name}: your account" |
*
* @param {Nav_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_your_account = /** @type {((inputs: Nav_Your_AccountInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Your_AccountInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_your_account(inputs)
	if (locale === "fr") return fr_nav_your_account(inputs)
	if (locale === "it") return it_nav_your_account(inputs)
	if (locale === "pt") return pt_nav_your_account(inputs)
	if (locale === "el") return el_nav_your_account(inputs)
	if (locale === "hr") return hr_nav_your_account(inputs)
	return en_nav_your_account(inputs)
});