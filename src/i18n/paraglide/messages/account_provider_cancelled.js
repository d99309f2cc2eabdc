import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Account_Provider_CancelledInputs */

const en_account_provider_cancelled = /** @type {(inputs: Account_Provider_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} did not sign you in.`)
};

const es_account_provider_cancelled = /** @type {(inputs: Account_Provider_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} no ha iniciado tu sesión.`)
};

const fr_account_provider_cancelled = /** @type {(inputs: Account_Provider_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} ne vous a pas connecté.`)
};

const it_account_provider_cancelled = /** @type {(inputs: Account_Provider_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} non ti ha fatto accedere.`)
};

const pt_account_provider_cancelled = /** @type {(inputs: Account_Provider_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} não concluiu a sua entrada.`)
};

const el_account_provider_cancelled = /** @type {(inputs: Account_Provider_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ο πάροχος ${i?.provider} δεν σας συνέδεσε.`)
};

const hr_account_provider_cancelled = /** @type {(inputs: Account_Provider_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} vas nije prijavio.`)
};

/**
* | output |
* | --- |
* | "{provider} did not sign you in." |
*
* @param {Account_Provider_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_provider_cancelled = /** @type {((inputs: Account_Provider_CancelledInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_CancelledInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_provider_cancelled(inputs)
	if (locale === "fr") return fr_account_provider_cancelled(inputs)
	if (locale === "it") return it_account_provider_cancelled(inputs)
	if (locale === "pt") return pt_account_provider_cancelled(inputs)
	if (locale === "el") return el_account_provider_cancelled(inputs)
	if (locale === "hr") return hr_account_provider_cancelled(inputs)
	return en_account_provider_cancelled(inputs)
});