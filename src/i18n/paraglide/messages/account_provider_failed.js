import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Account_Provider_FailedInputs */

const en_account_provider_failed = /** @type {(inputs: Account_Provider_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} could not confirm who you are. Please try again.`)
};

const es_account_provider_failed = /** @type {(inputs: Account_Provider_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} no ha podido confirmar quién eres. Vuelve a intentarlo.`)
};

const fr_account_provider_failed = /** @type {(inputs: Account_Provider_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} n’a pas pu confirmer votre identité. Veuillez réessayer.`)
};

const it_account_provider_failed = /** @type {(inputs: Account_Provider_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} non è riuscito a confermare chi sei. Riprova.`)
};

const pt_account_provider_failed = /** @type {(inputs: Account_Provider_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} não conseguiu confirmar quem é. Tente de novo.`)
};

const el_account_provider_failed = /** @type {(inputs: Account_Provider_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ο πάροχος ${i?.provider} δεν μπόρεσε να επιβεβαιώσει την ταυτότητά σας. Δοκιμάστε ξανά.`)
};

const hr_account_provider_failed = /** @type {(inputs: Account_Provider_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} nije mogao potvrditi tko ste. Pokušajte ponovno.`)
};

/**
* | output |
* | --- |
* | "{provider} could not confirm who you are. Please try again." |
*
* @param {Account_Provider_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_provider_failed = /** @type {((inputs: Account_Provider_FailedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Provider_FailedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_provider_failed(inputs)
	if (locale === "fr") return fr_account_provider_failed(inputs)
	if (locale === "it") return it_account_provider_failed(inputs)
	if (locale === "pt") return pt_account_provider_failed(inputs)
	if (locale === "el") return el_account_provider_failed(inputs)
	if (locale === "hr") return hr_account_provider_failed(inputs)
	return en_account_provider_failed(inputs)
});