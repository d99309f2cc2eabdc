import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_This_SessionInputs */

const en_account_this_session = /** @type {(inputs: Account_This_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(this one)`)
};

const es_account_this_session = /** @type {(inputs: Account_This_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(esta)`)
};

const fr_account_this_session = /** @type {(inputs: Account_This_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(celle-ci)`)
};

const it_account_this_session = /** @type {(inputs: Account_This_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(questa)`)
};

const pt_account_this_session = /** @type {(inputs: Account_This_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(esta)`)
};

const el_account_this_session = /** @type {(inputs: Account_This_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(αυτή)`)
};

const hr_account_this_session = /** @type {(inputs: Account_This_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ova)`)
};

/**
* | output |
* | --- |
* | "(this one)" |
*
* @param {Account_This_SessionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_this_session = /** @type {((inputs?: Account_This_SessionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_This_SessionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_this_session(inputs)
	if (locale === "fr") return fr_account_this_session(inputs)
	if (locale === "it") return it_account_this_session(inputs)
	if (locale === "pt") return pt_account_this_session(inputs)
	if (locale === "el") return el_account_this_session(inputs)
	if (locale === "hr") return hr_account_this_session(inputs)
	return en_account_this_session(inputs)
});